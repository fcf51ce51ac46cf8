import type { AccountSettings } from '@console/contracts';

/** The signed-in editor's settings: both connection states and both flag values appear. */
export function seedAccountSettings(): AccountSettings {
  return {
    general: {
      avatar: '/images/avatars/1.svg',
      username: 'maya.lindqvist',
      fullName: 'Maya Lindqvist',
      email: 'maya.lindqvist@northlight.studio',
      company: 'Northlight Studios',
    },
    info: {
      bio: 'Head of video production. I look after our documentary slate, the live events desk and the studio booking calendar.',
      dob: '1988-04-17',
      country: 'Sweden',
      website: 'https://northlight.studio/team/maya-lindqvist',
      phone: '+46 8 555 014 22',
    },
    social: {
      socialLinks: {
        twitter: 'https://twitter.com/northlight_maya',
        facebook: '',
        google: '',
        linkedIn: 'https://www.linkedin.com/in/maya-lindqvist',
        instagram: 'https://www.instagram.com/northlight.studios',
        quora: '',
      },
      connections: {
        twitter: { profileImg: '/images/social/twitter.svg', id: '@northlight_maya', connected: true },
        google: { profileImg: '/images/social/google.svg', id: 'maya.lindqvist', connected: true },
        facebook: { profileImg: '/images/social/facebook.svg', id: '', connected: false },
        github: { profileImg: '/images/social/github.svg', id: '', connected: false },
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    },
  };
}
