import type { BlogCategory, BlogComment, BlogDetailResponse } from '@console/contracts';
import { articleHtml, type ArticleParts } from './text';

type PostRow = [title: string, author: number, blogPosted: string, tags: BlogCategory[], excerpt: string, body: ArticleParts];
type CommentRow = [postId: number, author: number, commentedAt: string, commentText: string];

const people = ['Maya Lindqvist', 'Omar Haddad', 'Jules Moreau', 'Priya Raman', 'Tomasz Nowak', 'Ines Carvalho', 'Kwame Mensah', 'Lena Fischer'];

// The studio blog, newest first; ids follow this order.
const posts: PostRow[] = [
  ['Dressing a period drama on a streaming budget', 6, '2026-10-28', ['Fashion', 'Video'], 'How the Harbour Lights costume team built 1920s wardrobes from rentals, markets and one very busy sewing room.', {
    paragraphs: ['Season two of Harbour Lights needed three hundred costumes and had the budget for about half of them.', 'Our costume designer started with the camera tests, not the sketches: what the lens cannot see does not need to be perfect.'],
    heading: 'Where the money went', list: ['Hero costumes for the five leads, made to measure.', 'Rental stock for crowd scenes, altered on set.', 'Market finds for hats, gloves and bags.'],
  }],
  ['Filming a cooking show in a studio flat', 2, '2026-10-20', ['Food', 'Video'], 'Two cameras, one hob and a ceiling that was never meant for lights: the making of Small Kitchen, Big Flavour.', {
    paragraphs: ['We shot all eight episodes in a real flat because viewers said studio kitchens felt out of reach.', 'Every dish was cooked twice: once for the wide shot and once for the close-ups.'],
    heading: 'Three tricks that saved the shoot', list: ['LED panels on magic arms instead of ceiling rigs.', 'A lavalier in the apron pocket for clean dialogue.', 'A steam kettle off camera for that fresh-from-the-pan look.'],
  }],
  ['Streaming an esports final at 4K and 60 frames', 7, '2026-10-12', ['Gaming', 'Video'], 'Our live desk carried the regional final to 180,000 viewers without a single dropped frame. Here is the setup.', {
    paragraphs: ['Gaming audiences notice every stutter, so the brief was simple: smooth motion first, resolution second.', 'We sent two identical feeds to separate ingest points and let the player switch if one faltered.'],
    heading: 'The signal chain', list: ['Observer PCs into a hardware switcher.', 'Two encoders sending SRT at 20 Mbps.', 'Redundant ingest with automatic failover.'],
  }],
  ['"Make the first minute count": notes from our showrunners', 1, '2026-10-03', ['Quote'], 'We asked five showrunners for the one piece of advice they give every new writer. Their answers, lightly edited.', {
    paragraphs: ['"Viewers decide in the first minute. Open on a question, not on a landscape."', '"Write the scene you would stop scrolling for."', '"If the episode works with the sound off, it will work everywhere."'],
  }],
  ['Street style at the documentary festival', 4, '2026-09-22', ['Fashion'], 'Between screenings, our photographer caught the best looks in the festival courtyard.', {
    paragraphs: ['Festival weather meant layers: long coats, bright scarves and sensible boots for cobbled streets.', 'The full gallery is in the festival playlist, with short interviews from the filmmakers.'],
  }],
  ['Snacks, sets and sound: a day on the game-show floor', 5, '2026-09-10', ['Food', 'Gaming'], 'From the six o\'clock sound check to the last buzzer, a day with the crew of Quick Fire Quiz.', {
    paragraphs: ['A forty-minute episode takes eleven hours to record, and the catering table is the real control room.', 'Our floor manager keeps contestants calm with tea, biscuits and a practice round that never airs.'],
    heading: 'The day in numbers', list: ['Six cameras and fourteen microphones.', 'Three episodes recorded back to back.', 'Two hundred sandwiches.'],
  }],
];

const comments: CommentRow[] = [
  [1, 3, '2026-10-28T14:12:00Z', 'The market finds are the best part. You would never guess those gloves cost two pounds.'],
  [1, 8, '2026-10-29T08:40:00Z', 'Would love a follow-up on how you aged the fabrics.'],
  [1, 4, '2026-10-30T19:05:00Z', 'Showed this to our student costume society. Very useful.'],
  [2, 5, '2026-10-21T10:00:00Z', 'The steam kettle trick is genius.'],
  [2, 6, '2026-10-22T17:30:00Z', 'Which LED panels did you use?'],
  [3, 1, '2026-10-13T09:15:00Z', 'Proud of this team. Not one viewer complaint about buffering.'],
  [3, 2, '2026-10-14T12:45:00Z', 'How many people were on the live desk that night?'],
  [4, 7, '2026-10-04T16:20:00Z', '"Open on a question" is now written on our whiteboard.'],
  [6, 3, '2026-09-11T18:00:00Z', 'Two hundred sandwiches sounds about right.'],
];

/** Every blog post with its full body and comments; `comment` counts exactly these comments. */
export function seedBlog(): BlogDetailResponse[] {
  return posts.map(([title, author, blogPosted, tags, excerpt, body], index) => {
    const id = index + 1;
    const postComments: BlogComment[] = comments
      .filter(([postId]) => postId === id)
      .map(([, by, commentedAt, commentText], at) => ({ id: id * 100 + at + 1, avatar: `/images/avatars/${by}.svg`, userFullName: people[by - 1] ?? '', commentedAt, commentText }));
    return {
      blog: {
        id,
        img: `/images/blog/${id}.svg`,
        title,
        avatar: `/images/avatars/${author}.svg`,
        userFullName: people[author - 1] ?? '',
        blogPosted,
        tags: [...tags],
        excerpt,
        comment: postComments.length,
        status: 'Published',
        content: articleHtml(body),
      },
      comments: postComments,
    };
  });
}
