import type { ProductColor, ProductRating } from '@console/contracts';
import type { ProductKind } from './product-images';

/** One hand-written catalogue row (the slug and image are derived). */
export type ProductRow = [
  name: string,
  brand: string,
  kind: ProductKind,
  price: number,
  rating: ProductRating,
  hasFreeShipping: boolean,
  colorOptions: ProductColor[],
  description: string,
];

// The studio shop: gear our crews use, plus channel merchandise. Brands are invented for this project.
export const productRows: ProductRow[] = [
  ['Lumora C4 Cinema Camera', 'Lumora', 'camera', 2499, 5, true, ['black'], 'Super 35 sensor, 4K at 120 fps and internal ProRes recording for long studio days.'],
  ['Lumora Vlog Mini', 'Lumora', 'camera', 649.99, 4, true, ['black', 'silver', 'white'], 'Pocket camera with a flip screen and face tracking, built for creators on the move.'],
  ['Framewell PTZ Studio Cam', 'Framewell', 'camera', 1189, 4, false, ['white', 'black'], 'Remote pan, tilt and 20x zoom over one network cable for multi-camera shows.'],
  ['Framewell Webcam 4K Pro', 'Framewell', 'camera', 199.99, 3, true, ['black'], 'Clean 4K webcam with HDR and a privacy shutter for interviews and live chats.'],
  ['Vocalis Studio Condenser', 'Vocalis', 'microphone', 329, 5, true, ['silver', 'black'], 'Large-diaphragm condenser with a warm voice, for narration and podcast booths.'],
  ['Vocalis Broadcast Dynamic', 'Vocalis', 'microphone', 399, 5, false, ['black'], 'Broadcast dynamic microphone that rejects room noise; the radio-desk favourite.'],
  ['Vocalis Wireless Lav Pair', 'Vocalis', 'microphone', 279.5, 4, true, ['black', 'white'], 'Two clip-on transmitters and one receiver, with onboard backup recording.'],
  ['Vocalis USB Podcast Mic', 'Vocalis', 'microphone', 129, 2, false, ['black', 'crimson', 'royalblue'], 'Plug-and-play USB microphone with a headphone jack and mute button.'],
  ['Vocalis Shotgun 60', 'Vocalis', 'microphone', 249, 3, true, ['black'], 'Directional shotgun microphone for on-camera and boom use on location.'],
  ['Northlight Key 300 LED', 'Northlight', 'light', 549, 4, true, ['black'], 'Bi-colour 300 W LED with a Bowens mount: the main light of a small studio.'],
  ['Northlight Softbox 90', 'Northlight', 'light', 119, 3, false, ['black', 'silver'], 'Quick-open 90 cm octagonal softbox with two diffusion layers.'],
  ['Northlight RGB Tube Kit', 'Northlight', 'light', 389, 4, true, ['black', 'white'], 'Two pixel-mapped RGB tubes with app control for background effects.'],
  ['Northlight Ring Light 18"', 'Northlight', 'light', 89.99, 1, false, ['black', 'white'], 'Dimmable ring light with phone holder; even light for vertical video.'],
  ['Castline Stream Deck Kit', 'Castline', 'streaming-kit', 899, 5, true, ['black'], 'Capture card, control pad and mixer in one case to go live in minutes.'],
  ['Castline HDMI Capture 4K', 'Castline', 'streaming-kit', 179, 4, true, ['black', 'gray'], '4K60 passthrough capture with low latency over USB-C.'],
  ['Castline Live Switcher 4', 'Castline', 'streaming-kit', 1299, 4, false, ['gray'], 'Four-input live production switcher with streaming and recording built in.'],
  ['Castline Starter Stream Bundle', 'Castline', 'streaming-kit', 459, 2, true, ['black', 'white'], 'Webcam, USB microphone and key light: a first streaming desk in one box.'],
  ['Hushform Studio Monitor Headphones', 'Hushform', 'headphones', 159, 5, true, ['black', 'navy'], 'Closed-back monitoring headphones with a flat response for editing and mixing.'],
  ['Hushform Open-Back Reference', 'Hushform', 'headphones', 299, 4, false, ['silver', 'black'], 'Open-back reference headphones for long grading and mastering sessions.'],
  ['Hushform In-Ear Monitors', 'Hushform', 'headphones', 99, 3, true, ['black', 'teal', 'white'], 'Sealed in-ear monitors for presenters who need talkback on set.'],
  ['Steadyfield Carbon Tripod', 'Steadyfield', 'tripod', 349, 4, true, ['black'], 'Carbon-fibre tripod with a fluid head for smooth pans up to 8 kg.'],
  ['Steadyfield Gimbal S3', 'Steadyfield', 'tripod', 429, 3, false, ['black', 'gray'], 'Three-axis gimbal for mirrorless cameras with follow and vortex modes.'],
  ['Steadyfield Desk Boom Arm', 'Steadyfield', 'tripod', 69, 2, true, ['black', 'white'], 'Low-profile boom arm that clamps to any desk and hides its cables.'],
  ['Reelhouse Crew Hoodie', 'Reelhouse', 'apparel', 54, 5, false, ['black', 'navy', 'olive', 'gray'], 'Heavyweight hoodie with the channel logo embroidered on the chest.'],
  ['Reelhouse Behind the Scenes Tee', 'Reelhouse', 'apparel', 24, 4, true, ['white', 'black', 'orange'], 'Soft organic-cotton tee printed with our clapperboard artwork.'],
  ['Reelhouse Director Cap', 'Reelhouse', 'apparel', 19.5, 1, false, ['navy', 'crimson'], 'Six-panel cap with an adjustable strap and a small embroidered reel.'],
  ['Reelhouse Premiere Night Mug', 'Reelhouse', 'mug', 14.99, 3, false, ['white', 'black'], 'Ceramic mug from the premiere night series; dishwasher safe.'],
  ['Reelhouse Travel Tumbler', 'Reelhouse', 'mug', 29, 2, true, ['silver', 'teal'], 'Insulated steel tumbler that keeps coffee hot through a full shoot.'],
];
