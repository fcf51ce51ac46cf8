import type { KnowledgeBaseTexts } from './translated-texts';

/** The knowledge base in French: knowledge-base-seed.ts's categories and knowledge-base-articles.ts's rows, in their order. */
export const knowledgeBaseFr: KnowledgeBaseTexts = {
  whatToDo: 'Comment faire',
  tip: 'Astuce :',
  categories: {
    'getting-started': { title: 'Premiers pas', desc: 'Configurez votre compte studio, votre première chaîne et votre équipe.' },
    'uploading-video': { title: 'Mise en ligne et encodage', desc: 'Formats, traitement, sous-titres et remplacement de fichiers.' },
    'live-streaming': { title: 'Diffusion en direct', desc: 'Programmez vos événements, réglez votre encodeur et gardez vos directs à l’antenne.' },
    monetisation: { title: 'Régie publicitaire et monétisation', desc: 'Coupures publicitaires, parrainages, versements et sécurité des marques.' },
    analytics: { title: 'Statistiques et rapports', desc: 'Comment les vues sont comptées et comment exporter vos chiffres.' },
    subscribers: { title: 'Abonnés et facturation', desc: 'Accès payants, essais, remboursements et offres groupées pour votre public.' },
  },
  articles: {
    'getting-started': [
      ['Comment créer ma première chaîne ?', 'Une chaîne regroupe sous une même marque les émissions, les playlists et les événements en direct que vous publiez.', ['Ouvrez Chaînes et choisissez Nouvelle chaîne.', 'Ajoutez un nom, une courte description et le visuel de la chaîne.', 'Choisissez les régions où la chaîne est disponible.', 'Enregistrez : la chaîne reste privée jusqu’à la publication de sa première vidéo.'], 'Un visuel de 2560 × 1440 pixels reste net sur tous les écrans.'],
      ['Comment inviter mon équipe ?', 'Les membres de l’équipe se connectent avec leur propre compte et reçoivent le rôle que vous choisissez.', ['Ouvrez Paramètres, puis Équipe.', 'Saisissez leurs adresses e-mail professionnelles.', 'Choisissez un rôle pour chaque personne et envoyez les invitations.']],
      ['Quels rôles les membres de l’équipe peuvent-ils avoir ?', 'Le rôle détermine ce que chacun peut modifier dans la console.', ['Les administrateurs gèrent tout, y compris la facturation.', 'Les éditeurs publient et modifient les vidéos et les playlists.', 'Les auteurs mettent en ligne des brouillons qu’un éditeur relit.', 'Les mainteneurs s’occupent des paramètres des chaînes et des intégrations.']],
      ['Comment activer la connexion en deux étapes ?', 'La connexion en deux étapes protège la console si un mot de passe fuite.', ['Ouvrez votre profil et choisissez Sécurité.', 'Scannez le code avec une application d’authentification.', 'Saisissez le code à six chiffres pour confirmer.'], 'Gardez les codes de récupération en lieu sûr, loin de votre ordinateur portable.'],
    ],
    'uploading-video': [
      ['Quels formats vidéo puis-je mettre en ligne ?', 'Nous acceptons les formats courants des caméras et du montage, et les transcodons pour le streaming.', ['MP4 et MOV en H.264, HEVC ou ProRes.', 'MXF issu des caméras broadcast.', 'Des fichiers jusqu’à 256 Go et 12 heures.']],
      ['Pourquoi ma vidéo reste-t-elle bloquée en traitement ?', 'La durée du traitement dépend de la longueur et de la résolution : un film en 4K peut prendre une heure.', ['Vérifiez si la colonne d’état affiche une erreur.', 'Remettez la vidéo en ligne si le fichier source était tronqué.', 'Contactez le support avec l’identifiant de la vidéo si elle reste bloquée une journée.']],
      ['Comment ajouter des sous-titres à une vidéo ?', 'Les sous-titres rendent les vidéos accessibles et les aident à ressortir dans les recherches.', ['Ouvrez la vidéo et choisissez Sous-titres.', 'Importez un fichier SRT ou WebVTT, ou demandez des sous-titres automatiques.', 'Vérifiez le minutage dans l’aperçu, puis publiez.'], 'Les sous-titres automatiques fonctionnent mieux avec un son de studio propre.'],
      ['Comment remplacer une vidéo sans perdre ses vues ?', 'Le remplacement conserve l’identifiant, le lien, les vues et les commentaires de la vidéo.', ['Ouvrez la vidéo et choisissez Remplacer le fichier.', 'Mettez en ligne le nouveau montage.', 'L’ancienne version reste en ligne jusqu’à la fin du traitement de la nouvelle.']],
    ],
    'live-streaming': [
      ['Comment programmer un événement en direct ?', 'Un événement programmé a sa page et un compte à rebours, pour que les spectateurs puissent s’organiser.', ['Ouvrez Direct et choisissez Programmer un événement.', 'Indiquez le titre, l’heure de début et la miniature.', 'Copiez la clé de stream dans votre encodeur avant l’heure de début.']],
      ['Quels réglages d’encodeur recommandez-vous ?', 'Des réglages stables comptent plus que le débit le plus élevé.', ['Ingestion en RTMPS ou SRT.', '1080p à 6 Mbit/s ou 4K à 20 Mbit/s.', 'Une image clé toutes les deux secondes.', 'Audio AAC à 48 kHz.'], 'Faites un direct de test privé la veille d’un grand événement.'],
      ['Puis-je utiliser un flux de secours ?', 'Une ingestion de secours prend le relais si le flux principal tombe.', ['Activez l’ingestion redondante dans les paramètres de l’événement.', 'Envoyez le même signal à l’URL de secours depuis un second encodeur.', 'Le lecteur bascule en quelques secondes.']],
      ['Comment transformer un direct en vidéo à la demande ?', 'Les enregistrements sont conservés automatiquement pour les événements des formules Standard et Entreprise.', ['Ouvrez l’événement terminé et choisissez Créer une vidéo.', 'Coupez le début et la fin.', 'Publiez-la dans une chaîne ou une playlist.']],
    ],
    monetisation: [
      ['Comment fonctionnent les coupures publicitaires ?', 'Une coupure publicitaire est un emplacement où le lecteur demande des annonces à votre serveur publicitaire ou au nôtre.', ['Placez les points de coupure sur la timeline de la vidéo.', 'Choisissez pour chacun pré-roll, mid-roll ou post-roll.', 'Indiquez combien d’annonces chaque coupure peut contenir.']],
      ['Comment vendre un espace de parrainage ?', 'Un parrainage affiche le message d’un partenaire autour d’une émission, plutôt qu’une publicité achetée.', ['Ouvrez Régie publicitaire et choisissez Nouveau parrainage.', 'Choisissez les émissions et les dates.', 'Importez la vidéo d’habillage du parrain et validez-la.']],
      ['Quand les revenus publicitaires sont-ils versés ?', 'Les revenus sont confirmés à la fin de chaque mois, une fois le trafic non valide retiré.', ['Les versements partent le 21 du mois suivant.', 'Le versement minimum est de 100 dans la devise de votre compte.', 'Les relevés se trouvent dans Rapports, rubrique Revenus.']],
      ['Puis-je bloquer certains annonceurs ?', 'Le blocage tient les marques inadaptées à l’écart de vos chaînes.', ['Ouvrez Régie publicitaire, puis Sécurité des marques.', 'Ajoutez des domaines d’annonceurs ou des catégories entières.', 'Les modifications s’appliquent aux nouvelles demandes d’annonces en moins d’une heure.']],
    ],
    analytics: [
      ['Qu’est-ce qui compte comme une vue ?', 'Une vue est comptée quand la lecture dure au moins 30 secondes, ou jusqu’à la fin pour les vidéos plus courtes.', ['Les relectures d’un même spectateur dans l’heure ne comptent qu’une fois.', 'Les aperçus en lecture automatique sans le son ne comptent pas.']],
      ['Comment exporter un rapport ?', 'Chaque tableau de statistiques peut être exporté pour la comptabilité ou vos partenaires.', ['Ouvrez le rapport et définissez la période.', 'Choisissez Exporter, puis CSV ou tableur.', 'Les exports volumineux arrivent par e-mail quand ils sont prêts.']],
      ['Pourquoi les chiffres diffèrent-ils de ceux de mon serveur publicitaire ?', 'Chaque système compte à un moment différent de la lecture.', ['Nous comptons les annonces lancées ; les serveurs publicitaires comptent souvent les demandes.', 'Les bloqueurs de publicité nous cachent certaines demandes.', 'Les fuseaux horaires peuvent faire passer des vues d’un jour à l’autre.']],
      ['Combien de temps les statistiques sont-elles conservées ?', 'Les chiffres quotidiens sont conservés cinq ans et les événements bruts 90 jours.', ['Téléchargez les événements bruts avant leur expiration si vous en avez besoin.', 'Les formules Entreprise peuvent envoyer les événements vers leur propre entrepôt de données.']],
    ],
    subscribers: [
      ['Comment mettre en place un accès payant ?', 'Un accès payant réserve les émissions choisies aux abonnés payants.', ['Ouvrez Abonnés et choisissez Formules.', 'Créez une formule avec son prix et la durée de son essai.', 'Cochez les émissions ou les chaînes que la formule débloque.']],
      ['Puis-je proposer un essai gratuit ?', 'Les essais de 7, 14 ou 30 jours convertissent le mieux quand le premier épisode est fort.', ['Définissez la durée de l’essai dans la formule.', 'Limitez les essais à un par carte de paiement.', 'Les spectateurs reçoivent un rappel par e-mail deux jours avant le début de la facturation.']],
      ['Comment rembourser un abonné ?', 'Un remboursement peut être total ou partiel ; il est versé sur le moyen de paiement d’origine.', ['Retrouvez l’abonné par son e-mail.', 'Ouvrez ses paiements et choisissez Rembourser.', 'Ajoutez une note pour que l’équipe sache pourquoi.']],
      ['Comment fonctionnent les offres groupées avec d’autres services ?', 'Une offre groupée vend votre chaîne avec le service d’un partenaire, à un prix unique.', ['Contactez votre responsable de compte pour convenir du partage des revenus.', 'Nous créons la formule groupée et sa page de présentation.', 'Les abonnés se connectent une seule fois pour débloquer les deux services.']],
    ],
  },
};
