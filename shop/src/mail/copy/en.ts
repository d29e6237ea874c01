/** English (en-US): friendly and plain. */
import type { MailCopy } from './mail-copy';

export const en: MailCopy = {
  greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hi there,'),
  linkHint: 'If the button doesn’t work, copy this link into your browser:',
  colon: ':',
  signOff: 'Happy growing,',
  footer: 'This email was sent automatically because of activity on your seedshop account.',
  unsubscribe: { hint: 'Changed your mind?', action: 'Unsubscribe with one click' },
  order: {
    heading: 'Order',
    line: (quantity, productName, packSize, seedBankName) =>
      `${quantity} × ${productName}, ${packSize} ${packSize === 1 ? 'seed' : 'seeds'} (${seedBankName})`,
    gift: 'free gift',
    shippingMethods: { standard: 'Standard shipping', tracked: 'Tracked shipping' },
    free: 'free',
    estimate: (min, max) => `${min}–${max} working days`,
    total: 'Total',
    includedVat: (rate) => `incl. ${rate} VAT`,
    noVat: 'No VAT is charged on deliveries outside the EU.',
    payment: {
      headings: {
        'bank-transfer': 'Please pay by bank transfer',
        'cash-by-mail': 'Please pay in cash by insured letter',
        crypto: 'Please pay in Bitcoin',
        card: 'Payment by card',
      },
      accountHolder: 'Account holder',
      bank: 'Bank',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Reference',
      amount: 'Amount',
      sendTo: 'Send to',
      cashNote:
        'Put the cash in an envelope with a note of the reference, and send it as an insured letter so it is covered on its way.',
      btcAddress: 'Bitcoin address',
      btcAmount: 'Amount to send',
      rate: 'Exchange rate',
      cardNote: 'Finish the payment on the card payment page you were taken to after ordering.',
      payBy: (date) =>
        `Please pay by ${date}. Orders that are not paid by then are cancelled automatically and the seeds go back into stock.`,
    },
    tracking: { carrier: 'Carrier', number: 'Tracking number', link: 'Track your parcel' },
  },
  kinds: {
    'confirm-email': {
      subject: 'Please confirm your e-mail address',
      body: () => [
        'Thanks for creating an account at seedshop! Please confirm your e-mail address so we can keep you posted about your orders.',
      ],
      action: 'Confirm e-mail address',
      after: [
        'The link is valid for a limited time. If you didn’t sign up at seedshop, you can safely ignore this email and no account will be activated.',
      ],
    },
    'registration-attempt': {
      subject: 'Someone tried to sign up with your e-mail address',
      body: () => [
        'Someone just tried to create a seedshop account with this e-mail address. There already is an account for it, so nothing was changed: no new account, no new password.',
        'If that was you, simply sign in with your password. Forgotten it? Choose a new one with the button below.',
      ],
      action: 'Reset my password',
      after: [
        'If you haven’t confirmed your address yet, signing in sends you a new confirmation link. If it wasn’t you, you can ignore this email: your account stays as it is.',
      ],
    },
    'reset-password': {
      subject: 'Reset your seedshop password',
      body: () => [
        'We received a request to reset the password for your seedshop account. Use the button below to choose a new one.',
      ],
      action: 'Choose a new password',
      after: [
        'The link is valid for a limited time and works only once. If you didn’t ask for a new password, just ignore this email. Your current password stays as it is.',
      ],
    },
    'confirm-email-change': {
      subject: 'Confirm your new e-mail address',
      body: ({ newEmail }) => [
        newEmail
          ? `You asked to use ${newEmail} as the new e-mail address for your seedshop account. Please confirm the change.`
          : 'You asked to change the e-mail address of your seedshop account. Please confirm that this is your new address.',
      ],
      action: 'Confirm new address',
      after: [
        'Until you confirm, we’ll keep using your current address. If you didn’t request this change, just ignore this email.',
      ],
    },
    'email-changed': {
      subject: 'Your e-mail address has been changed',
      body: ({ newEmail }) => [
        newEmail
          ? `The e-mail address of your seedshop account has just been changed to ${newEmail}. From now on, we’ll send everything there.`
          : 'The e-mail address of your seedshop account has just been changed.',
      ],
      action: 'Go to my account',
      after: ['Wasn’t you? Please contact our customer service right away so we can secure your account.'],
    },
    'confirm-deletion': {
      subject: 'Confirm the deletion of your seedshop account',
      body: () => [
        'You asked us to delete your seedshop account. Please confirm with the button below. Once you confirm, your account will be closed.',
      ],
      action: 'Delete my account',
      after: [
        'If you didn’t ask for this, ignore this email and your account stays open. We also recommend changing your password.',
      ],
    },
    'confirm-restore': {
      subject: 'Restore your seedshop account',
      body: () => ['Welcome back! You asked us to restore your seedshop account. Use the button below to restore it.'],
      action: 'Restore my account',
      after: ['If you didn’t ask for this, you can ignore this email and your account stays closed.'],
    },
    'password-changed': {
      subject: 'Your seedshop password has been changed',
      body: () => [
        'The password for your seedshop account has just been changed. If that was you, there’s nothing else to do.',
      ],
      action: 'Go to my account',
      after: [
        'Wasn’t you? Please reset your password right away with “Forgot password?” on the sign-in page, and let our customer service know.',
      ],
    },
    'contact-message': {
      subject: 'New message from the contact form',
      body: ({ contact }) => [
        'Someone has written to seedshop through the contact form.',
        ...(contact
          ? [
              [
                `Name: ${contact.name}`,
                `Email: ${contact.email}`,
                `Phone: ${contact.phone ?? 'not given'}`,
                `Language: ${contact.language}`,
              ].join('\n'),
            ]
          : []),
        'Their message:',
      ],
      action: 'Open the message',
      after: ['Replying to this email answers the sender directly.'],
      footer: 'Sent automatically by the contact form of the seedshop storefront.',
    },
    'contact-received': {
      subject: 'We have received your message',
      body: () => [
        'Thanks for getting in touch with seedshop! Your message has reached us, and we will reply as soon as we can, usually within two working days.',
      ],
      action: 'Visit seedshop',
      after: ['There’s nothing else you need to do. If you didn’t write to us, you can safely ignore this email.'],
      footer: 'You are receiving this email because this address was entered in the contact form at seedshop.',
    },
    'confirm-newsletter': {
      subject: 'Please confirm your newsletter subscription',
      body: () => [
        'Thanks for signing up for the seedshop newsletter! Please confirm that you want to receive it: only then will we add your address to our list.',
      ],
      action: 'Confirm subscription',
      after: [
        'The link is valid for 24 hours and works only once. If you didn’t sign up, just ignore this email and you won’t receive any newsletter from us.',
      ],
      footer: 'You are receiving this email because this address was entered for the seedshop newsletter.',
    },
    'newsletter-welcome': {
      subject: 'Welcome to the seedshop newsletter',
      body: () => [
        'Your subscription is confirmed – thanks for joining! From now on, the seedshop newsletter brings you new strains, offers and growing tips, at most twice a month.',
      ],
      action: 'Browse the shop',
      after: ['You can unsubscribe at any time, with the link below or the one at the end of every newsletter.'],
      footer: 'You are receiving this email because you confirmed your subscription to the seedshop newsletter.',
    },
    'order-confirmation': {
      subject: ({ order }) => `Your seedshop order ${order?.number ?? ''}`,
      body: ({ order }) => [
        `Thank you for your order! We have received it under the number ${order?.number ?? ''}.`,
        'As soon as your payment arrives, we pack your seeds and send them in discreet packaging: a plain envelope or box with no shop name or logo on the outside.',
      ],
      action: 'View your order',
      after: ['Questions about your order? Write to us through the contact form and mention your order number.'],
      footer: 'You are receiving this email because an order was placed with this address at seedshop.',
    },
    'order-payment-received': {
      subject: ({ order }) => `Payment received for order ${order?.number ?? ''}`,
      body: ({ order }) => [
        `Good news: your payment of ${order?.total ?? ''} for order ${order?.number ?? ''} has arrived. We are packing your seeds now and will let you know as soon as the parcel is on its way.`,
      ],
      action: 'Get your invoice',
      after: ['You can download the invoice again at any time from your order.'],
      footer: 'You are receiving this email because an order was placed with this address at seedshop.',
    },
    'order-shipped': {
      subject: ({ order }) => `Your order ${order?.number ?? ''} is on its way`,
      body: ({ order }) => [
        `Your order ${order?.number ?? ''} has left our warehouse. As always, it travels in discreet packaging: a plain envelope or box without our name or logo on the outside.`,
      ],
      action: 'View your order',
      after: ['It can take a few hours until the carrier shows the first tracking update.'],
      footer: 'You are receiving this email because an order was placed with this address at seedshop.',
    },
    'order-cancelled': {
      subject: ({ order }) => `Your order ${order?.number ?? ''} has been cancelled`,
      body: ({ order }) => [
        order?.cancelReason === 'unpaid'
          ? `We did not receive the payment for order ${order.number} in time, so we have cancelled it and released the seeds we had set aside for you.`
          : `We have cancelled your order ${order?.number ?? ''}.`,
        'If you have already paid, we will refund the full amount. If you still want the seeds, you are welcome to order again.',
      ],
      action: 'View your order',
      after: ['Questions? Write to us through the contact form and mention your order number.'],
      footer: 'You are receiving this email because an order was placed with this address at seedshop.',
    },
    'order-payment-reminder': {
      subject: ({ order }) => `Reminder: order ${order?.number ?? ''} is waiting for your payment`,
      body: ({ order }) => [
        `Your order ${order?.number ?? ''} is still waiting for your payment of ${order?.total ?? ''}. Please pay by ${order?.payBy ?? ''}: after that day the order is cancelled automatically and the seeds go back into stock.`,
        'Already paid? Thank you! Our messages probably crossed, and you can ignore this reminder.',
      ],
      action: 'View your order',
      after: [],
      footer: 'You are receiving this email because an order was placed with this address at seedshop.',
    },
    'confirm-product-subscription': {
      subject: 'Please confirm your product alert',
      body: ({ product }) => [
        product?.packSize === null || product?.packSize === undefined
          ? `You asked us to email you when the price of ${product?.name ?? ''} drops.`
          : `You asked us to email you when ${product.name}, pack of ${product.packSize} ${product.packSize === 1 ? 'seed' : 'seeds'}, is back in stock.`,
        'Please confirm your e-mail address, so the alert can start.',
      ],
      action: 'Confirm my alert',
      after: [
        'The link is valid for 24 hours. If you didn’t ask for this alert, just ignore this email: nothing will be sent to you.',
      ],
      footer: 'You are receiving this email because a product alert was requested with this address at seedshop.',
    },
    'back-in-stock': {
      subject: ({ product }) => `Back in stock: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `Good news: ${product?.name ?? ''}, pack of ${product?.packSize ?? ''} ${product?.packSize === 1 ? 'seed' : 'seeds'}, is back in stock.`,
        'Restocked packs often sell out quickly, so don’t wait too long.',
      ],
      action: 'See the pack',
      after: [],
      footer:
        'You are receiving this email because you asked to be told when this pack is back in stock. This alert has now been sent and ends here.',
    },
    'price-drop': {
      subject: ({ product }) => `Price drop: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `The price of ${product?.name ?? ''} has dropped: packs now start at ${product?.price ?? ''}.`,
      ],
      action: 'See the product',
      after: ['Prices of promotions can change again, so don’t wait too long.'],
      footer:
        'You are receiving this email because you asked to be told when this product’s price drops. This alert has now been sent and ends here.',
    },
    'review-published': {
      subject: 'Your review is online',
      body: ({ product }) => [
        `Your review of ${product?.name ?? ''} has been published. Thank you for sharing your experience with other growers!`,
      ],
      action: 'See your review',
      after: [],
      footer:
        'You are receiving this email because product notifications are switched on in your seedshop account. You can switch them off in your account settings.',
    },
  },
};
