import type { PersonRef, ProfileData, ProfilePost } from '@console/contracts';
import { profilePostsPerPage } from '@console/contracts/src/content-pages-messages';
import { seedOwnerDetails } from './account-people';

/** The profile's owner in the seed: the caller's own name and picture stand in for her (profile.ts). */
export const seedOwner = 'Maya Lindqvist';
const person = (n: number, username: string): PersonRef => ({ avatar: `/images/avatars/${n}.svg`, username });
const crew = [
  person(2, 'Omar Haddad'),
  person(3, 'Jules Moreau'),
  person(4, 'Priya Raman'),
  person(5, 'Tomasz Nowak'),
  person(6, 'Ines Carvalho'),
  person(7, 'Kwame Mensah'),
] as const;
const [omar, jules, priya, tomasz, ines, kwame] = crew;

/** A post whose comment count is the comments it holds: the feed never shows a count it cannot list. */
const withCommentCount = (post: Omit<ProfilePost, 'comments'>): ProfilePost => ({ ...post, comments: post.detailedComments.length });

/** Every post of the feed, newest first (the profile answers the first page, /profile/posts the rest). */
export function allProfilePosts(): ProfilePost[] {
  const maya = person(1, seedOwner);
  const posts: Omit<ProfilePost, 'comments'>[] = [
    {
      ...maya,
      id: 1,
      postTime: '2026-10-30T09:30:00Z',
      postText: 'Wrapped the last interview for the river documentary today. Forty hours of footage, one very patient sound recordist.',
      postImg: '/images/profile/post-1.svg',
      postVid: '',
      likes: 124,
      youLiked: true,
      shares: 9,
      youShared: false,
      likedUsers: [omar, jules, priya, ines],
      detailedComments: [
        { ...omar, comment: 'The drone shots from Tuesday are already in the edit bay.', commentsLikes: 7, youLiked: false },
        { ...priya, comment: 'Captions team is ready whenever the rough cut lands.', commentsLikes: 3, youLiked: true },
      ],
    },
    {
      ...maya,
      id: 2,
      postTime: '2026-10-27T16:05:00Z',
      postText: 'Behind the scenes of Friday night\'s live concert stream: three cameras, one switcher and zero dropped frames.',
      postImg: '',
      postVid: '/videos/profile/live-concert-bts.mp4',
      likes: 312,
      youLiked: false,
      shares: 27,
      youShared: false,
      likedUsers: [tomasz, kwame, jules],
      detailedComments: [{ ...kwame, comment: 'The encoder graphs stayed flat all night. Great prep.', commentsLikes: 12, youLiked: true }],
    },
    {
      ...maya,
      id: 3,
      postTime: '2026-10-21T11:40:00Z',
      postText: 'We are hiring a colourist for the drama unit. Send me your reel if you love grading night scenes.',
      postImg: '',
      postVid: '',
      likes: 58,
      youLiked: false,
      shares: 14,
      youShared: false,
      likedUsers: [ines, omar],
      detailedComments: [
        { ...jules, comment: 'Sending you the reel from the harbour night shoot.', commentsLikes: 2, youLiked: false },
        { ...tomasz, comment: 'Shared this with the grading course I teach.', commentsLikes: 1, youLiked: false },
      ],
    },
    ...laterPosts(maya),
  ];
  return posts.map(withCommentCount);
}

// Older posts, text only, for the feed's further pages ("Load more").
const olderPosts: [postTime: string, postText: string, likes: number, shares: number][] = [
  ['2026-10-14T10:20:00Z', 'Colour grading test for Harbour Lights season two: we are keeping the warm harbour lamps and losing the green cast.', 87, 5],
  ['2026-10-08T15:45:00Z', 'Our subtitle team passed twelve languages on the documentary slate this month. Thank you, everyone.', 143, 11],
  ['2026-09-30T08:10:00Z', 'First day of the autumn shoot. Rain gear packed, batteries charged, coffee ordered for thirty.', 64, 2],
  ['2026-09-21T18:30:00Z', 'The live events desk has a new switcher. Expect fewer cables and one very happy engineer.', 95, 8],
  ['2026-09-12T12:00:00Z', 'Looking back at a summer of festival streams: 41 shows, 3 continents, no dropped streams.', 210, 19],
];

function laterPosts(maya: PersonRef): Omit<ProfilePost, 'comments'>[] {
  return olderPosts.map(([postTime, postText, likes, shares], index) => ({
    ...maya,
    id: 4 + index,
    postTime,
    postText,
    postImg: index % 2 === 0 ? `/images/profile/post-${index + 2}.svg` : '',
    postVid: '',
    likes,
    youLiked: false,
    shares,
    youShared: false,
    likedUsers: crew.slice(0, Math.min(crew.length, 2 + index)),
    detailedComments: [],
  }));
}

/** The profile page of the signed-in producer, with a small social feed. */
export function seedProfile(): ProfileData {
  return {
    // The seeded producer's own details; the profile answers each caller's own (profile.ts).
    header: { ...person(1, seedOwner), designation: seedOwnerDetails.profile.designation, coverImg: '/images/profile/cover.svg' },
    userAbout: {
      about: 'Producer of documentaries and live events. Fifteen years behind cameras, five in front of edit timelines.',
      joined: seedOwnerDetails.profile.joined,
      lives: seedOwnerDetails.profile.lives,
      email: 'maya.lindqvist@northlight.studio',
      website: seedOwnerDetails.info.website,
    },
    suggestedPages: [
      { ...person(8, 'Northlight Originals'), subtitle: 'Streaming channel', favorite: true },
      { ...person(9, 'Studio B Sessions'), subtitle: 'Live music series', favorite: false },
      { ...person(10, 'Frame by Frame'), subtitle: 'Animation studio', favorite: false },
      { ...person(11, 'Night Desk News'), subtitle: 'News channel', favorite: true },
    ],
    twitterFeeds: [
      { ...person(8, 'Northlight Originals'), id: 1, postTime: '2026-10-31T08:00:00Z', desc: 'Season two of Harbour Lights lands on Friday. The trailer is up now.', tags: ['#HarbourLights', '#NewSeason'], favorite: false },
      { ...person(9, 'Studio B Sessions'), id: 2, postTime: '2026-10-29T19:30:00Z', desc: 'Tonight at eight: an acoustic set streamed live from Studio B.', tags: ['#LiveMusic'], favorite: true },
      { ...person(11, 'Night Desk News'), id: 3, postTime: '2026-10-28T06:15:00Z', desc: 'Our morning bulletin now streams in 4K on every smart TV app.', tags: ['#Streaming', '#4K'], favorite: false },
    ],
    posts: allProfilePosts().slice(0, profilePostsPerPage),
    postsTotal: allProfilePosts().length,
    latestPhotos: Array.from({ length: 9 }, (_, index) => ({ img: `/images/profile/photo-${index + 1}.svg` })),
    suggestions: [
      { ...jules, mutualFriend: 12 },
      { ...ines, mutualFriend: 7 },
      { ...kwame, mutualFriend: 4 },
      { ...tomasz, mutualFriend: 19 },
      { ...person(12, 'Lena Fischer'), mutualFriend: 2 },
    ],
    polls: [
      { name: 'Documentaries', votes: 45, result: 45, votedUser: [omar, priya, ines] },
      { name: 'Live concerts', votes: 30, result: 30, votedUser: [kwame, jules] },
      { name: 'Drama series', votes: 15, result: 15, votedUser: [tomasz] },
      { name: 'Animation', votes: 10, result: 10, votedUser: [] },
    ],
    pollVote: '',
  };
}
