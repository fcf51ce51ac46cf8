/** One article: question, opening paragraph, the steps, an optional tip (all plain text). */
export type ArticleRow = readonly [question: string, intro: string, steps: readonly string[], tip?: string];

// Help articles for the studio console, keyed by category slug, written for this project.
export const articleRows: Record<string, readonly ArticleRow[]> = {
  'getting-started': [
    ['How do I create my first channel?', 'A channel groups the shows, playlists and live events you publish under one brand.', ['Open Channels and choose New channel.', 'Add a name, a short description and the channel artwork.', 'Pick the regions where the channel is available.', 'Save: the channel stays private until you publish its first video.'], 'Artwork at 2560 × 1440 pixels looks sharp on every screen.'],
    ['How do I invite my team?', 'Team members sign in with their own accounts and get the role you choose.', ['Open Settings, then Team.', 'Enter their work email addresses.', 'Choose a role for each person and send the invitations.']],
    ['Which roles can team members have?', 'Roles decide what each person can change in the console.', ['Admins manage everything, including billing.', 'Editors publish and change videos and playlists.', 'Authors upload drafts for an editor to review.', 'Maintainers look after channel settings and integrations.']],
    ['How do I set up two-step sign-in?', 'Two-step sign-in protects the console if a password leaks.', ['Open your profile and choose Security.', 'Scan the code with an authenticator app.', 'Enter the six-digit code to confirm.'], 'Keep the recovery codes somewhere safe, away from your laptop.'],
  ],
  'uploading-video': [
    ['Which video formats can I upload?', 'We accept the common camera and edit formats and transcode them for streaming.', ['MP4 and MOV with H.264, HEVC or ProRes.', 'MXF from broadcast cameras.', 'Files up to 256 GB and 12 hours long.']],
    ['Why is my upload stuck at processing?', 'Processing time depends on length and resolution; a 4K film can take an hour.', ['Check the status column for an error badge.', 'Re-upload if the source file was cut short.', 'Contact support with the video id if it stays stuck for a day.']],
    ['How do I add subtitles to a video?', 'Subtitles make videos accessible and help them surface in search.', ['Open the video and choose Subtitles.', 'Upload an SRT or WebVTT file, or request automatic captions.', 'Review the timings in the preview and publish.'], 'Automatic captions work best on clean studio audio.'],
    ['How do I replace a video without losing its views?', 'Replacing keeps the video id, link, views and comments.', ['Open the video and choose Replace file.', 'Upload the new cut.', 'The old version stays live until the new one finishes processing.']],
  ],
  'live-streaming': [
    ['How do I schedule a live event?', 'Scheduled events get a page and a countdown so viewers can plan ahead.', ['Open Live and choose Schedule event.', 'Set the title, start time and thumbnail.', 'Copy the stream key into your encoder before the start time.']],
    ['Which encoder settings do you recommend?', 'Stable settings matter more than the highest bitrate.', ['RTMPS or SRT ingest.', '1080p at 6 Mbps or 4K at 20 Mbps.', 'A keyframe every two seconds.', 'AAC audio at 48 kHz.'], 'Run a private test stream the day before a big event.'],
    ['Can I use a backup stream?', 'A backup ingest takes over if the main feed drops.', ['Turn on Redundant ingest in the event settings.', 'Send the same signal to the backup URL from a second encoder.', 'The player switches over within a few seconds.']],
    ['How do I turn a live stream into a video on demand?', 'Recordings are kept automatically for events on Standard and Enterprise plans.', ['Open the finished event and choose Create video.', 'Trim the start and end.', 'Publish it to a channel or playlist.']],
  ],
  monetisation: [
    ['How do ad breaks work?', 'Ad breaks are slots where the player requests ads from your ad server or ours.', ['Mark break points on the video timeline.', 'Choose pre-roll, mid-roll or post-roll for each.', 'Set how many ads each break may hold.']],
    ['How do I sell a sponsorship slot?', 'Sponsorships show a partner\'s message around a show rather than a bought ad.', ['Open Ad sales and choose New sponsorship.', 'Pick the shows and dates.', 'Upload the sponsor\'s bumper video and approve it.']],
    ['When are ad earnings paid out?', 'Earnings are confirmed at the end of each month once invalid traffic is removed.', ['Payouts are sent on the 21st of the following month.', 'The minimum payout is 100 in your account currency.', 'Statements are in Reports, under Revenue.']],
    ['Can I block certain advertisers?', 'Blocking keeps unsuitable brands away from your channels.', ['Open Ad sales, then Brand safety.', 'Add advertiser domains or whole categories.', 'Changes apply to new ad requests within an hour.']],
  ],
  analytics: [
    ['What counts as a view?', 'A view is counted when playback runs for at least 30 seconds, or to the end of shorter videos.', ['Replays by the same viewer within an hour count once.', 'Autoplay previews without sound do not count.']],
    ['How do I export a report?', 'Every analytics table can be exported for finance or partners.', ['Open the report and set the date range.', 'Choose Export and pick CSV or spreadsheet.', 'Large exports arrive by email when ready.']],
    ['Why do the numbers differ from my ad server?', 'Each system counts at a different moment of playback.', ['We count started ads; ad servers often count requests.', 'Ad blockers hide some requests from us.', 'Time zones can move views across a day boundary.']],
    ['How long is analytics data kept?', 'Daily figures are kept for five years and raw events for 90 days.', ['Download raw events before they expire if you need them.', 'Enterprise plans can stream events to their own warehouse.']],
  ],
  subscribers: [
    ['How do I set up a paywall?', 'A paywall keeps chosen shows for paying subscribers.', ['Open Subscribers and choose Plans.', 'Create a plan with its price and trial length.', 'Mark the shows or channels the plan unlocks.']],
    ['Can I offer a free trial?', 'Trials of 7, 14 or 30 days convert best when the first episode is strong.', ['Set the trial length on the plan.', 'Limit trials to one per payment card.', 'Viewers are reminded by email two days before billing starts.']],
    ['How do I give a subscriber a refund?', 'Refunds can be full or partial and are sent back to the original payment method.', ['Find the subscriber by email.', 'Open their payments and choose Refund.', 'Add a note so the team knows why.']],
    ['How do bundles with other services work?', 'Bundles sell your channel together with a partner\'s service at one price.', ['Contact your success manager to agree the revenue split.', 'We set up the bundle plan and its landing page.', 'Subscribers sign in once to unlock both services.']],
  ],
};
