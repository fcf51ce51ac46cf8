import type { FaqCategory, FaqCategoryKey } from '@console/contracts';
import type { FaqTexts } from './translated-texts';

/**
 * The help centre's FAQ for viewers and subscribers, in the spec's category order: in English, or
 * with `translation`'s words (faq-seed.fr.ts, .ar.ts, loaded per language: content-texts.ts).
 */
export function seedFaq(translation?: FaqTexts): Record<FaqCategoryKey, FaqCategory> {
  const faq = englishFaq();
  if (!translation) return faq;
  for (const [key, category] of Object.entries(faq) as [FaqCategoryKey, FaqCategory][]) {
    faq[key] = { ...category, ...translation[key] };
  }
  return faq;
}

function englishFaq(): Record<FaqCategoryKey, FaqCategory> {
  return {
    payment: {
      icon: 'credit-card',
      title: 'Payment',
      subtitle: 'Which payment methods do we accept and when are you billed?',
      qandA: [
        { question: 'Which payment methods can I use?', ans: 'We accept the major debit and credit cards, PayPal and gift codes. Company accounts can also pay by bank transfer against an invoice.' },
        { question: 'When is my card charged?', ans: 'Your card is charged on the day you subscribe and then on the same day of each billing period.' },
        { question: 'Why was my payment declined?', ans: 'Most declines come from an expired card or a bank security check. Update the card in your account or ask your bank to allow the charge, then try again.' },
      ],
    },
    delivery: {
      icon: 'download-cloud',
      title: 'Delivery',
      subtitle: 'How streams and downloads reach your devices',
      qandA: [
        { question: 'Which devices can I watch on?', ans: 'Any modern browser, our phone and tablet apps, and the smart TV apps for the main platforms. Streaming players are supported too.' },
        { question: 'Can I download episodes to watch offline?', ans: 'Yes, on the phone and tablet apps. Downloads stay available for 30 days, or 48 hours after you start watching.' },
        { question: 'Why does the picture quality drop?', ans: 'The player adapts to your connection. A stable 25 Mbps line is enough for 4K; below 5 Mbps the player switches to standard definition.' },
        { question: 'How long does a gift card take to arrive?', ans: 'Digital gift cards arrive by email within minutes. Printed cards are posted within two working days.' },
      ],
    },
    cancellationReturn: {
      icon: 'refresh-ccw',
      title: 'Cancellation & Return',
      subtitle: 'Cancelling a plan and getting your money back',
      qandA: [
        { question: 'How do I cancel my subscription?', ans: 'Open the billing settings and choose Cancel plan. You keep access until the end of the period you have already paid for.' },
        { question: 'Can I get a refund for a rental?', ans: 'Rentals can be refunded within 48 hours if you have not started playback. Ask through the help form with your order number.' },
        { question: 'Will I lose my watch list if I cancel?', ans: 'No. Your profiles, watch list and viewing history are kept for twelve months in case you come back.' },
      ],
    },
    myOrders: {
      icon: 'shopping-bag',
      title: 'My Orders',
      subtitle: 'Rentals, purchases and merchandise orders',
      qandA: [
        { question: 'Where can I see my past orders?', ans: 'Every rental, purchase and merchandise order is listed under Orders in your account, with its receipt.' },
        { question: 'Can I change the address on a merchandise order?', ans: 'Yes, until the order is packed. After that, contact support and we will redirect the parcel if the courier allows it.' },
        { question: 'How long can I watch a rental?', ans: 'You have 30 days to start a rental and 48 hours to finish it once you press play.' },
      ],
    },
    productServices: {
      icon: 'film',
      title: 'Product & Services',
      subtitle: 'Plans, profiles, subtitles and accessibility',
      qandA: [
        { question: 'How many profiles can one account have?', ans: 'Up to five profiles, each with its own watch list and recommendations. Kids profiles only show age-rated titles.' },
        { question: 'Are subtitles and audio description available?', ans: 'All originals have subtitles in twelve languages and audio description in English. Licensed titles vary by region.' },
        { question: 'Can I watch live events on demand afterwards?', ans: 'Most live events are available on demand within six hours of the broadcast ending, for at least 30 days.' },
      ],
    },
  };
}
