/**
 * French (international French under the fr-CA tag, see the termbase): « vous », France usage
 * (« e-mail », « service client ») and French typography, checked by `frenchTypography()`.
 */
import type { MailCopy } from './mail-copy';

export const fr: MailCopy = {
  greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  colon: '\u00a0:',
  signOff: 'Merci et à bientôt,',
  footer: 'Cet e-mail vous a été envoyé automatiquement à la suite d’une action dans votre compte seedshop.',
  unsubscribe: { hint: 'Vous avez changé d’avis\u202f?', action: 'Se désabonner en un clic' },
  order: {
    heading: 'Commande',
    line: (quantity, productName, packSize, seedBankName) =>
      `${quantity} × ${productName}, ${packSize} ${packSize === 1 ? 'graine' : 'graines'} (${seedBankName})`,
    gift: 'cadeau',
    shippingMethods: { standard: 'Livraison standard', tracked: 'Livraison avec suivi' },
    free: 'gratuite',
    estimate: (min, max) => `${min} à ${max} jours ouvrés`,
    total: 'Total',
    includedVat: (rate) => `dont TVA ${rate}`,
    noVat: 'Aucune TVA n’est facturée pour les livraisons hors de l’UE.',
    payment: {
      headings: {
        'bank-transfer': 'Veuillez payer par virement bancaire',
        'cash-by-mail': 'Veuillez payer en espèces par lettre assurée',
        crypto: 'Veuillez payer en bitcoins',
        card: 'Paiement par carte',
      },
      accountHolder: 'Titulaire du compte',
      bank: 'Banque',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Référence',
      amount: 'Montant',
      sendTo: 'Envoyer à',
      cashNote:
        'Glissez l’argent dans une enveloppe avec une note indiquant la référence, et envoyez-la par lettre assurée pour qu’elle soit couverte en chemin.',
      btcAddress: 'Adresse bitcoin',
      btcAmount: 'Montant à envoyer',
      rate: 'Taux de change',
      cardNote:
        'Terminez le paiement sur la page de paiement par carte vers laquelle vous avez été dirigé après la commande.',
      payBy: (date) =>
        `Veuillez payer au plus tard le ${date}. Les commandes non payées à cette date sont annulées automatiquement et les graines retournent en stock.`,
    },
    tracking: { carrier: 'Transporteur', number: 'Numéro de suivi', link: 'Suivre votre colis' },
  },
  kinds: {
    'confirm-email': {
      subject: 'Veuillez confirmer votre adresse e-mail',
      body: () => [
        'Merci d’avoir créé un compte chez seedshop\u202f! Veuillez confirmer votre adresse e-mail pour que nous puissions vous tenir au courant de vos commandes.',
      ],
      action: 'Confirmer mon adresse e-mail',
      after: [
        'Ce lien est valide pour une durée limitée. Si vous n’avez pas créé de compte chez seedshop, vous pouvez ignorer cet e-mail\u00a0: aucun compte ne sera activé.',
      ],
    },
    'registration-attempt': {
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
      body: () => [
        'Quelqu’un vient d’essayer de créer un compte seedshop avec cette adresse e-mail. Un compte existe déjà pour cette adresse, alors rien n’a été modifié\u00a0: aucun nouveau compte, aucun nouveau mot de passe.',
        'Si c’était vous, connectez-vous simplement avec votre mot de passe. Vous l’avez oublié\u202f? Choisissez-en un nouveau avec le bouton ci-dessous.',
      ],
      action: 'Réinitialiser mon mot de passe',
      after: [
        'Si vous n’avez pas encore confirmé votre adresse, la connexion vous enverra un nouveau lien de confirmation. Si ce n’était pas vous, vous pouvez ignorer cet e-mail\u00a0: votre compte reste tel quel.',
      ],
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe seedshop',
      body: () => [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte seedshop. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
      ],
      action: 'Choisir un nouveau mot de passe',
      after: [
        'Ce lien est valide pour une durée limitée et ne peut servir qu’une seule fois. Si vous n’avez pas demandé de nouveau mot de passe, ignorez simplement cet e-mail\u00a0: votre mot de passe actuel reste le même.',
      ],
    },
    'confirm-email-change': {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: ({ newEmail }) => [
        newEmail
          ? `Vous avez demandé à utiliser ${newEmail} comme nouvelle adresse e-mail pour votre compte seedshop. Veuillez confirmer ce changement.`
          : 'Vous avez demandé à changer l’adresse e-mail de votre compte seedshop. Veuillez confirmer qu’il s’agit bien de votre nouvelle adresse.',
      ],
      action: 'Confirmer la nouvelle adresse',
      after: [
        'En attendant votre confirmation, nous continuerons d’utiliser votre adresse actuelle. Si vous n’avez pas demandé ce changement, ignorez simplement cet e-mail.',
      ],
    },
    'email-changed': {
      subject: 'Votre adresse e-mail a été modifiée',
      body: ({ newEmail }) => [
        newEmail
          ? `L’adresse e-mail de votre compte seedshop vient d’être remplacée par ${newEmail}. Dorénavant, c’est à cette adresse que nous vous écrirons.`
          : 'L’adresse e-mail de votre compte seedshop vient d’être modifiée.',
      ],
      action: 'Accéder à mon compte',
      after: [
        'Ce n’était pas vous\u202f? Contactez sans tarder notre service client pour que nous puissions protéger votre compte.',
      ],
    },
    'confirm-deletion': {
      subject: 'Confirmez la suppression de votre compte seedshop',
      body: () => [
        'Vous avez demandé la suppression de votre compte seedshop. Veuillez confirmer à l’aide du bouton ci-dessous. Une fois la suppression confirmée, votre compte sera fermé.',
      ],
      action: 'Supprimer mon compte',
      after: [
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre compte restera ouvert. Nous vous conseillons aussi de changer votre mot de passe.',
      ],
    },
    'confirm-restore': {
      subject: 'Réactivez votre compte seedshop',
      body: () => [
        'Quel plaisir de vous revoir\u202f! Vous avez demandé à réactiver votre compte seedshop. Cliquez sur le bouton ci-dessous pour le réactiver.',
      ],
      action: 'Réactiver mon compte',
      after: ['Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail\u00a0: votre compte restera fermé.'],
    },
    'password-changed': {
      subject: 'Votre mot de passe seedshop a été modifié',
      body: () => [
        'Le mot de passe de votre compte seedshop vient d’être modifié. Si c’était vous, vous n’avez rien d’autre à faire.',
      ],
      action: 'Accéder à mon compte',
      after: [
        'Ce n’était pas vous\u202f? Réinitialisez immédiatement votre mot de passe avec «\u00a0Mot de passe oublié\u202f?\u00a0» sur la page de connexion, puis prévenez notre service client.',
      ],
    },
    'contact-message': {
      subject: 'Nouveau message du formulaire de contact',
      body: ({ contact }) => [
        'Quelqu’un a écrit à seedshop au moyen du formulaire de contact.',
        ...(contact
          ? [
              [
                `Nom\u00a0: ${contact.name}`,
                `E-mail\u00a0: ${contact.email}`,
                `Téléphone\u00a0: ${contact.phone ?? 'non indiqué'}`,
                `Langue\u00a0: ${contact.language}`,
              ].join('\n'),
            ]
          : []),
        'Son message\u00a0:',
      ],
      action: 'Ouvrir le message',
      after: ['Pour répondre directement à l’expéditeur, répondez simplement à cet e-mail.'],
      footer: 'Envoyé automatiquement par le formulaire de contact de la boutique seedshop.',
    },
    'contact-received': {
      subject: 'Nous avons bien reçu votre message',
      body: () => [
        'Merci d’avoir contacté seedshop\u202f! Votre message nous est bien parvenu et nous vous répondrons dès que possible, généralement d’ici deux jours ouvrés.',
      ],
      action: 'Visiter seedshop',
      after: [
        'Vous n’avez rien d’autre à faire. Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail sans crainte.',
      ],
      footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de seedshop.',
    },
    'confirm-newsletter': {
      subject: 'Confirmez votre abonnement à la newsletter',
      body: () => [
        'Merci de vous être inscrit à la newsletter de seedshop\u202f! Veuillez confirmer que vous souhaitez la recevoir\u00a0: ce n’est qu’après votre confirmation que nous ajouterons votre adresse à notre liste.',
      ],
      action: 'Confirmer l’abonnement',
      after: [
        'Ce lien est valide pendant 24 heures et ne peut servir qu’une seule fois. Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail et vous ne recevrez aucune newsletter de notre part.',
      ],
      footer: 'Vous recevez cet e-mail parce que cette adresse a été inscrite à la newsletter de seedshop.',
    },
    'newsletter-welcome': {
      subject: 'Bienvenue dans la newsletter de seedshop',
      body: () => [
        'Votre abonnement est confirmé, bienvenue parmi nous\u202f! Dorénavant, la newsletter de seedshop vous présentera de nouvelles variétés, des offres et des conseils de culture, au plus deux fois par mois.',
      ],
      action: 'Visiter la boutique',
      after: [
        'Vous pouvez vous désabonner à tout moment grâce au lien ci-dessous ou à celui qui figure à la fin de chaque newsletter.',
      ],
      footer: 'Vous recevez cet e-mail parce que vous avez confirmé votre abonnement à la newsletter de seedshop.',
    },
    'order-confirmation': {
      subject: ({ order }) => `Votre commande seedshop ${order?.number ?? ''}`,
      body: ({ order }) => [
        `Merci pour votre commande\u202f! Nous l’avons bien reçue sous le numéro ${order?.number ?? ''}.`,
        'Dès réception de votre paiement, nous emballons vos graines et les expédions dans un emballage discret\u00a0: une enveloppe ou une boîte neutre, sans nom de boutique ni logo à l’extérieur.',
      ],
      action: 'Voir votre commande',
      after: [
        'Une question sur votre commande\u202f? Écrivez-nous au moyen du formulaire de contact en indiquant votre numéro de commande.',
      ],
      footer: 'Vous recevez cet e-mail parce qu’une commande a été passée avec cette adresse chez seedshop.',
    },
    'order-payment-received': {
      subject: ({ order }) => `Paiement reçu pour la commande ${order?.number ?? ''}`,
      body: ({ order }) => [
        `Bonne nouvelle\u00a0: votre paiement de ${order?.total ?? ''} pour la commande ${order?.number ?? ''} nous est parvenu. Nous emballons maintenant vos graines et vous écrirons dès que le colis sera en route.`,
      ],
      action: 'Obtenir votre facture',
      after: ['Vous pouvez télécharger la facture de nouveau à tout moment depuis votre commande.'],
      footer: 'Vous recevez cet e-mail parce qu’une commande a été passée avec cette adresse chez seedshop.',
    },
    'order-shipped': {
      subject: ({ order }) => `Votre commande ${order?.number ?? ''} est en route`,
      body: ({ order }) => [
        `Votre commande ${order?.number ?? ''} a quitté notre entrepôt. Comme toujours, elle voyage dans un emballage discret\u00a0: une enveloppe ou une boîte neutre, sans notre nom ni notre logo à l’extérieur.`,
      ],
      action: 'Voir votre commande',
      after: ['Il peut s’écouler quelques heures avant que le transporteur affiche la première information de suivi.'],
      footer: 'Vous recevez cet e-mail parce qu’une commande a été passée avec cette adresse chez seedshop.',
    },
    'order-cancelled': {
      subject: ({ order }) => `Votre commande ${order?.number ?? ''} a été annulée`,
      body: ({ order }) => [
        order?.cancelReason === 'unpaid'
          ? `Nous n’avons pas reçu le paiement de la commande ${order.number} à temps. Nous l’avons donc annulée et avons remis en stock les graines réservées pour vous.`
          : `Nous avons annulé votre commande ${order?.number ?? ''}.`,
        'Si vous avez déjà payé, nous vous rembourserons la totalité du montant. Si vous souhaitez toujours ces graines, vous pouvez passer une nouvelle commande.',
      ],
      action: 'Voir votre commande',
      after: [
        'Une question\u202f? Écrivez-nous au moyen du formulaire de contact en indiquant votre numéro de commande.',
      ],
      footer: 'Vous recevez cet e-mail parce qu’une commande a été passée avec cette adresse chez seedshop.',
    },
    'order-payment-reminder': {
      subject: ({ order }) => `Rappel\u00a0: la commande ${order?.number ?? ''} attend votre paiement`,
      body: ({ order }) => [
        `Votre commande ${order?.number ?? ''} attend toujours votre paiement de ${order?.total ?? ''}. Veuillez payer au plus tard le ${order?.payBy ?? ''}. Passé cette date, la commande est annulée automatiquement et les graines retournent en stock.`,
        'Vous avez déjà payé\u202f? Merci\u202f! Nos messages se sont sans doute croisés et vous pouvez ignorer ce rappel.',
      ],
      action: 'Voir votre commande',
      after: [],
      footer: 'Vous recevez cet e-mail parce qu’une commande a été passée avec cette adresse chez seedshop.',
    },
    'confirm-product-subscription': {
      subject: 'Veuillez confirmer votre alerte produit',
      body: ({ product }) => [
        product?.packSize === null || product?.packSize === undefined
          ? `Vous avez demandé à être prévenu par e-mail quand le prix de ${product?.name ?? ''} baissera.`
          : `Vous avez demandé à être prévenu par e-mail quand ${product.name}, paquet de ${product.packSize} ${product.packSize === 1 ? 'graine' : 'graines'}, sera de nouveau en stock.`,
        'Veuillez confirmer votre adresse e-mail pour que l’alerte puisse commencer.',
      ],
      action: 'Confirmer mon alerte',
      after: [
        'Le lien est valable 24 heures. Si vous n’avez pas demandé cette alerte, ignorez simplement cet e-mail\u00a0: vous ne recevrez rien.',
      ],
      footer: 'Vous recevez cet e-mail parce qu’une alerte produit a été demandée avec cette adresse sur seedshop.',
    },
    'back-in-stock': {
      subject: ({ product }) => `De nouveau en stock\u00a0: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `Bonne nouvelle\u00a0: ${product?.name ?? ''}, paquet de ${product?.packSize ?? ''} ${product?.packSize === 1 ? 'graine' : 'graines'}, est de nouveau en stock.`,
        'Les paquets réapprovisionnés partent souvent vite\u00a0: n’attendez pas trop.',
      ],
      action: 'Voir le paquet',
      after: [],
      footer:
        'Vous recevez cet e-mail parce que vous avez demandé à être prévenu du retour en stock de ce paquet. Cette alerte est maintenant envoyée et s’arrête ici.',
    },
    'price-drop': {
      subject: ({ product }) => `Baisse de prix\u00a0: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `Le prix de ${product?.name ?? ''} a baissé\u00a0: les paquets sont désormais à partir de ${product?.price ?? ''}.`,
      ],
      action: 'Voir le produit',
      after: ['Les prix promotionnels peuvent changer à nouveau\u00a0: n’attendez pas trop.'],
      footer:
        'Vous recevez cet e-mail parce que vous avez demandé à être prévenu d’une baisse de prix de ce produit. Cette alerte est maintenant envoyée et s’arrête ici.',
    },
    'review-published': {
      subject: 'Votre avis est en ligne',
      body: ({ product }) => [
        `Votre avis sur ${product?.name ?? ''} a été publié. Merci de partager votre expérience avec les autres cultivateurs\u202f!`,
      ],
      action: 'Voir votre avis',
      after: [],
      footer:
        'Vous recevez cet e-mail parce que les alertes produit sont activées dans votre compte seedshop. Vous pouvez les désactiver dans les paramètres de votre compte.',
    },
  },
};
