/**
 * French for Canada (fr-CA): « vous », Quebec usage (« courriel », « service à la clientèle »)
 * and Quebec typography (no-break space before the colon only, none before ! and ?).
 */
import type { MailCopy } from './mail-copy';

export const fr: MailCopy = {
  greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  colon: '\u00a0:',
  signOff: 'Merci et à bientôt,',
  footer: 'Ce courriel vous a été envoyé automatiquement à la suite d’une action dans votre compte seedshop.',
  unsubscribe: { hint: 'Vous avez changé d’avis?', action: 'Se désabonner en un clic' },
  kinds: {
    'confirm-email': {
      subject: 'Veuillez confirmer votre adresse courriel',
      body: () => [
        'Merci d’avoir créé un compte chez seedshop! Veuillez confirmer votre adresse courriel pour que nous puissions vous tenir au courant de vos commandes.',
      ],
      action: 'Confirmer mon adresse courriel',
      after: [
        'Ce lien est valide pour une durée limitée. Si vous n’avez pas créé de compte chez seedshop, vous pouvez ignorer ce courriel\u00a0: aucun compte ne sera activé.',
      ],
    },
    'registration-attempt': {
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse courriel',
      body: () => [
        'Quelqu’un vient d’essayer de créer un compte seedshop avec cette adresse courriel. Un compte existe déjà pour cette adresse, alors rien n’a été modifié\u00a0: aucun nouveau compte, aucun nouveau mot de passe.',
        'Si c’était vous, connectez-vous simplement avec votre mot de passe. Vous l’avez oublié? Choisissez-en un nouveau avec le bouton ci-dessous.',
      ],
      action: 'Réinitialiser mon mot de passe',
      after: [
        'Si vous n’avez pas encore confirmé votre adresse, la connexion vous enverra un nouveau lien de confirmation. Si ce n’était pas vous, vous pouvez ignorer ce courriel\u00a0: votre compte reste tel quel.',
      ],
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe seedshop',
      body: () => [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte seedshop. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
      ],
      action: 'Choisir un nouveau mot de passe',
      after: [
        'Ce lien est valide pour une durée limitée et ne peut servir qu’une seule fois. Si vous n’avez pas demandé de nouveau mot de passe, ignorez simplement ce courriel\u00a0: votre mot de passe actuel reste le même.',
      ],
    },
    'confirm-email-change': {
      subject: 'Confirmez votre nouvelle adresse courriel',
      body: ({ newEmail }) => [
        newEmail
          ? `Vous avez demandé à utiliser ${newEmail} comme nouvelle adresse courriel pour votre compte seedshop. Veuillez confirmer ce changement.`
          : 'Vous avez demandé à changer l’adresse courriel de votre compte seedshop. Veuillez confirmer qu’il s’agit bien de votre nouvelle adresse.',
      ],
      action: 'Confirmer la nouvelle adresse',
      after: [
        'D’ici votre confirmation, nous continuerons d’utiliser votre adresse actuelle. Si vous n’avez pas demandé ce changement, ignorez simplement ce courriel.',
      ],
    },
    'email-changed': {
      subject: 'Votre adresse courriel a été modifiée',
      body: ({ newEmail }) => [
        newEmail
          ? `L’adresse courriel de votre compte seedshop vient d’être remplacée par ${newEmail}. Dorénavant, c’est à cette adresse que nous vous écrirons.`
          : 'L’adresse courriel de votre compte seedshop vient d’être modifiée.',
      ],
      action: 'Accéder à mon compte',
      after: [
        'Ce n’était pas vous? Communiquez sans tarder avec notre service à la clientèle pour que nous puissions protéger votre compte.',
      ],
    },
    'confirm-deletion': {
      subject: 'Confirmez la suppression de votre compte seedshop',
      body: () => [
        'Vous avez demandé la suppression de votre compte seedshop. Veuillez confirmer à l’aide du bouton ci-dessous. Une fois la suppression confirmée, votre compte sera fermé.',
      ],
      action: 'Supprimer mon compte',
      after: [
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel\u00a0: votre compte restera ouvert. Nous vous conseillons aussi de changer votre mot de passe.',
      ],
    },
    'confirm-restore': {
      subject: 'Réactivez votre compte seedshop',
      body: () => [
        'Quel plaisir de vous revoir! Vous avez demandé à réactiver votre compte seedshop. Cliquez sur le bouton ci-dessous pour le rétablir.',
      ],
      action: 'Réactiver mon compte',
      after: ['Si vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre compte restera fermé.'],
    },
    'password-changed': {
      subject: 'Votre mot de passe seedshop a été modifié',
      body: () => [
        'Le mot de passe de votre compte seedshop vient d’être modifié. Si c’était vous, vous n’avez rien d’autre à faire.',
      ],
      action: 'Accéder à mon compte',
      after: [
        'Ce n’était pas vous? Réinitialisez immédiatement votre mot de passe avec «\u00a0Mot de passe oublié?\u00a0» sur la page de connexion, puis avisez notre service à la clientèle.',
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
                `Courriel\u00a0: ${contact.email}`,
                `Téléphone\u00a0: ${contact.phone ?? 'non indiqué'}`,
                `Langue\u00a0: ${contact.language}`,
              ].join('\n'),
            ]
          : []),
        'Son message\u00a0:',
      ],
      action: 'Ouvrir le message',
      after: ['Pour répondre directement à l’expéditeur, répondez simplement à ce courriel.'],
      footer: 'Envoyé automatiquement par le formulaire de contact de la boutique seedshop.',
    },
    'contact-received': {
      subject: 'Nous avons bien reçu votre message',
      body: () => [
        'Merci d’avoir communiqué avec seedshop! Votre message nous est bien parvenu et nous vous répondrons dès que possible, généralement d’ici deux jours ouvrables.',
      ],
      action: 'Visiter seedshop',
      after: [
        'Vous n’avez rien d’autre à faire. Si vous ne nous avez pas écrit, vous pouvez ignorer ce courriel sans crainte.',
      ],
      footer:
        'Vous recevez ce courriel parce que cette adresse a été saisie dans le formulaire de contact de seedshop.',
    },
    'confirm-newsletter': {
      subject: 'Confirmez votre abonnement à l’infolettre',
      body: () => [
        'Merci de vous être inscrit à l’infolettre de seedshop! Veuillez confirmer que vous souhaitez la recevoir\u00a0: ce n’est qu’après votre confirmation que nous ajouterons votre adresse à notre liste.',
      ],
      action: 'Confirmer l’abonnement',
      after: [
        'Ce lien est valide pendant 24 heures et ne peut servir qu’une seule fois. Si vous ne vous êtes pas inscrit, ignorez simplement ce courriel et vous ne recevrez aucune infolettre de notre part.',
      ],
      footer: 'Vous recevez ce courriel parce que cette adresse a été inscrite à l’infolettre de seedshop.',
    },
    'newsletter-welcome': {
      subject: 'Bienvenue à l’infolettre de seedshop',
      body: () => [
        'Votre abonnement est confirmé, merci de vous joindre à nous! Dorénavant, l’infolettre de seedshop vous présentera de nouvelles variétés, des offres et des conseils de culture, au plus deux fois par mois.',
      ],
      action: 'Visiter la boutique',
      after: [
        'Vous pouvez vous désabonner en tout temps grâce au lien ci-dessous ou à celui qui figure à la fin de chaque infolettre.',
      ],
      footer: 'Vous recevez ce courriel parce que vous avez confirmé votre abonnement à l’infolettre de seedshop.',
    },
  },
};
