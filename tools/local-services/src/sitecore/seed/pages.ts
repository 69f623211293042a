import type { ListerSeed } from './listers.ts';
import type { Language } from './sites.ts';

/**
 * Content pages every site has, with copy in the four languages. `{brand}`, `{focus}` and
 * `{tagline}` are filled per site. Bodies are rich text as editors would enter it.
 */
export interface PageCopy {
  /** Navigation label and page title. */
  title: string;
  description: string;
  heading: string;
  intro: string;
  body: string;
}

export interface PageSeed {
  path: string;
  template: 'StartPage' | 'ContentPage';
  restricted?: boolean;
  copy: Record<Language, PageCopy>;
  /** A product-family page's lister, after the heading and intro (listers.ts). */
  lister?: ListerSeed;
}

export const PAGES: PageSeed[] = [
  {
    path: '/',
    template: 'StartPage',
    copy: {
      en: {
        title: 'Home',
        description: '{brand}: {focus} for industry worldwide.',
        heading: '{tagline}',
        intro: '{brand} develops {focus} for customers in more than 100 countries.',
        body: '<h2>What we do</h2><p>Our engineers build {focus}. Every product is designed, tested and serviced by people who know the process it serves.</p><ul><li>Development and production in Switzerland</li><li>Sales and service points worldwide</li><li>Training and application support</li></ul>',
      },
      de: {
        title: 'Startseite',
        description: '{brand}: {focus} für die Industrie weltweit.',
        heading: '{tagline}',
        intro: '{brand} entwickelt {focus} für Kundinnen und Kunden in über 100 Ländern.',
        body: '<h2>Was wir tun</h2><p>Unsere Ingenieurinnen und Ingenieure bauen {focus}. Jedes Produkt wird von Menschen entwickelt, geprüft und gewartet, die den Prozess kennen, dem es dient.</p><ul><li>Entwicklung und Produktion in der Schweiz</li><li>Verkaufs- und Servicestellen weltweit</li><li>Schulung und Anwendungsberatung</li></ul>',
      },
      fr: {
        title: 'Accueil',
        description: "{brand} : {focus} pour l'industrie du monde entier.",
        heading: '{tagline}',
        intro: '{brand} développe {focus} pour des clients dans plus de 100 pays.',
        body: "<h2>Ce que nous faisons</h2><p>Nos ingénieurs conçoivent {focus}. Chaque produit est développé, testé et entretenu par des personnes qui connaissent le procédé qu'il sert.</p><ul><li>Développement et production en Suisse</li><li>Points de vente et de service dans le monde entier</li><li>Formation et conseil en application</li></ul>",
      },
      it: {
        title: 'Home',
        description: "{brand}: {focus} per l'industria di tutto il mondo.",
        heading: '{tagline}',
        intro: '{brand} sviluppa {focus} per clienti in oltre 100 paesi.',
        body: '<h2>Cosa facciamo</h2><p>I nostri ingegneri costruiscono {focus}. Ogni prodotto è progettato, collaudato e assistito da persone che conoscono il processo a cui serve.</p><ul><li>Sviluppo e produzione in Svizzera</li><li>Punti vendita e assistenza in tutto il mondo</li><li>Formazione e consulenza applicativa</li></ul>',
      },
    },
  },
  {
    path: '/products',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'Products',
        description: 'Products of {brand}: {focus}.',
        heading: 'Products',
        intro: 'Find {focus} for your application.',
        body: '<p>Browse our product families by application. Every product page lists technical data, accessories and downloads.</p>',
      },
      de: {
        title: 'Produkte',
        description: 'Produkte von {brand}: {focus}.',
        heading: 'Produkte',
        intro: 'Finden Sie {focus} für Ihre Anwendung.',
        body: '<p>Stöbern Sie in unseren Produktfamilien nach Anwendung. Jede Produktseite zeigt technische Daten, Zubehör und Downloads.</p>',
      },
      fr: {
        title: 'Produits',
        description: 'Produits de {brand} : {focus}.',
        heading: 'Produits',
        intro: 'Trouvez {focus} pour votre application.',
        body: '<p>Parcourez nos familles de produits par application. Chaque page produit indique les données techniques, les accessoires et les téléchargements.</p>',
      },
      it: {
        title: 'Prodotti',
        description: 'Prodotti di {brand}: {focus}.',
        heading: 'Prodotti',
        intro: 'Trovate {focus} per la vostra applicazione.',
        body: '<p>Sfogliate le nostre famiglie di prodotti per applicazione. Ogni pagina prodotto riporta dati tecnici, accessori e download.</p>',
      },
    },
  },
  {
    path: '/company',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'Company',
        description: 'About {brand}: people, values and locations.',
        heading: 'About {brand}',
        intro: 'A family-owned technology company with a long view.',
        body: '<p>{brand} is part of the Kestrel group. We invest in research, train apprentices and build long partnerships with customers and suppliers.</p><p><a href="/company/history">Read our history</a>.</p>',
      },
      de: {
        title: 'Unternehmen',
        description: 'Über {brand}: Menschen, Werte und Standorte.',
        heading: 'Über {brand}',
        intro: 'Ein familiengeführtes Technologieunternehmen mit langem Atem.',
        body: '<p>{brand} gehört zur Kestrel-Gruppe. Wir investieren in Forschung, bilden Lernende aus und pflegen lange Partnerschaften mit Kunden und Lieferanten.</p><p><a href="/company/history">Lesen Sie unsere Geschichte</a>.</p>',
      },
      fr: {
        title: 'Entreprise',
        description: 'À propos de {brand} : personnes, valeurs et sites.',
        heading: 'À propos de {brand}',
        intro: 'Une entreprise technologique familiale qui voit loin.',
        body: '<p>{brand} fait partie du groupe Kestrel. Nous investissons dans la recherche, formons des apprentis et entretenons des partenariats durables avec nos clients et fournisseurs.</p><p><a href="/company/history">Découvrez notre histoire</a>.</p>',
      },
      it: {
        title: 'Azienda',
        description: 'Chi è {brand}: persone, valori e sedi.',
        heading: 'Chi è {brand}',
        intro: 'Un’azienda tecnologica a conduzione familiare che guarda lontano.',
        body: '<p>{brand} fa parte del gruppo Kestrel. Investiamo nella ricerca, formiamo apprendisti e coltiviamo partnership durature con clienti e fornitori.</p><p><a href="/company/history">Leggete la nostra storia</a>.</p>',
      },
    },
  },
  {
    path: '/company/history',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'History',
        description: 'The history of {brand}.',
        heading: 'Our history',
        intro: 'From a workshop to a worldwide group.',
        body: '<ol><li><strong>1949</strong> — the first hot-air tool leaves the workshop.</li><li><strong>1973</strong> — the first extrusion welder.</li><li><strong>2001</strong> — sensor and laser business founded.</li><li><strong>Today</strong> — {brand} serves customers on every continent.</li></ol>',
      },
      de: {
        title: 'Geschichte',
        description: 'Die Geschichte von {brand}.',
        heading: 'Unsere Geschichte',
        intro: 'Von der Werkstatt zur weltweiten Gruppe.',
        body: '<ol><li><strong>1949</strong> — das erste Heissluftgerät verlässt die Werkstatt.</li><li><strong>1973</strong> — der erste Extrusionsschweisser.</li><li><strong>2001</strong> — Gründung des Sensor- und Lasergeschäfts.</li><li><strong>Heute</strong> — {brand} bedient Kunden auf allen Kontinenten.</li></ol>',
      },
      fr: {
        title: 'Histoire',
        description: "L'histoire de {brand}.",
        heading: 'Notre histoire',
        intro: "De l'atelier au groupe mondial.",
        body: "<ol><li><strong>1949</strong> — le premier appareil à air chaud quitte l'atelier.</li><li><strong>1973</strong> — la première extrudeuse de soudage.</li><li><strong>2001</strong> — création de l'activité capteurs et laser.</li><li><strong>Aujourd'hui</strong> — {brand} sert des clients sur tous les continents.</li></ol>",
      },
      it: {
        title: 'Storia',
        description: 'La storia di {brand}.',
        heading: 'La nostra storia',
        intro: "Dall'officina al gruppo mondiale.",
        body: "<ol><li><strong>1949</strong> — il primo apparecchio ad aria calda lascia l'officina.</li><li><strong>1973</strong> — il primo estrusore di saldatura.</li><li><strong>2001</strong> — nasce l'attività sensori e laser.</li><li><strong>Oggi</strong> — {brand} serve clienti in tutti i continenti.</li></ol>",
      },
    },
  },
  {
    path: '/company/sustainability',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'Sustainability',
        description: 'How {brand} reduces energy use and waste.',
        heading: 'Sustainability',
        intro: 'Durable products use fewer resources.',
        body: '<p>We design for repair: spare parts stay available for at least ten years. Our plants run on renewable electricity.</p>',
      },
      de: {
        title: 'Nachhaltigkeit',
        description: 'Wie {brand} Energie und Abfall reduziert.',
        heading: 'Nachhaltigkeit',
        intro: 'Langlebige Produkte verbrauchen weniger Ressourcen.',
        body: '<p>Wir konstruieren reparierbar: Ersatzteile bleiben mindestens zehn Jahre verfügbar. Unsere Werke laufen mit erneuerbarem Strom.</p>',
      },
      fr: {
        title: 'Durabilité',
        description: "Comment {brand} réduit l'énergie et les déchets.",
        heading: 'Durabilité',
        intro: 'Des produits durables consomment moins de ressources.',
        body: "<p>Nous concevons pour la réparation : les pièces de rechange restent disponibles au moins dix ans. Nos usines fonctionnent à l'électricité renouvelable.</p>",
      },
      it: {
        title: 'Sostenibilità',
        description: 'Come {brand} riduce energia e rifiuti.',
        heading: 'Sostenibilità',
        intro: 'Prodotti durevoli consumano meno risorse.',
        body: '<p>Progettiamo per la riparazione: i ricambi restano disponibili per almeno dieci anni. I nostri stabilimenti funzionano con elettricità rinnovabile.</p>',
      },
    },
  },
  {
    path: '/news',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'News',
        description: 'News from {brand}.',
        heading: 'News',
        intro: 'Product launches, trade fairs and stories from our customers.',
        body: '<p>Meet us at the next trade fair or subscribe to our newsletter to hear about new products first.</p>',
      },
      de: {
        title: 'News',
        description: 'Neuigkeiten von {brand}.',
        heading: 'News',
        intro: 'Produktneuheiten, Messen und Geschichten unserer Kunden.',
        body: '<p>Besuchen Sie uns an der nächsten Messe oder abonnieren Sie unseren Newsletter, um zuerst von neuen Produkten zu erfahren.</p>',
      },
      fr: {
        title: 'Actualités',
        description: 'Actualités de {brand}.',
        heading: 'Actualités',
        intro: 'Lancements de produits, salons et histoires de nos clients.',
        body: '<p>Rencontrez-nous au prochain salon ou abonnez-vous à notre newsletter pour découvrir les nouveaux produits en premier.</p>',
      },
      it: {
        title: 'Notizie',
        description: 'Notizie da {brand}.',
        heading: 'Notizie',
        intro: 'Lanci di prodotti, fiere e storie dei nostri clienti.',
        body: '<p>Incontrateci alla prossima fiera o iscrivetevi alla newsletter per conoscere per primi i nuovi prodotti.</p>',
      },
    },
  },
  {
    path: '/contact',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'Contact',
        description: 'Contact {brand}.',
        heading: 'Contact us',
        intro: 'Our sales and service teams are here to help.',
        body: '<p>{brand}<br>Galtenstrasse 6<br>6060 Sarnen<br>Switzerland</p><p>Phone <a href="tel:+41416620000">+41 41 662 00 00</a><br>E-mail <a href="mailto:info@example.com">info@example.com</a></p>',
      },
      de: {
        title: 'Kontakt',
        description: 'Kontakt zu {brand}.',
        heading: 'Kontaktieren Sie uns',
        intro: 'Unsere Verkaufs- und Serviceteams helfen gerne.',
        body: '<p>{brand}<br>Galtenstrasse 6<br>6060 Sarnen<br>Schweiz</p><p>Telefon <a href="tel:+41416620000">+41 41 662 00 00</a><br>E-Mail <a href="mailto:info@example.com">info@example.com</a></p>',
      },
      fr: {
        title: 'Contact',
        description: 'Contacter {brand}.',
        heading: 'Contactez-nous',
        intro: 'Nos équipes de vente et de service sont là pour vous aider.',
        body: '<p>{brand}<br>Galtenstrasse 6<br>6060 Sarnen<br>Suisse</p><p>Téléphone <a href="tel:+41416620000">+41 41 662 00 00</a><br>E-mail <a href="mailto:info@example.com">info@example.com</a></p>',
      },
      it: {
        title: 'Contatti',
        description: 'Contattare {brand}.',
        heading: 'Contattateci',
        intro: 'I nostri team di vendita e assistenza sono a vostra disposizione.',
        body: '<p>{brand}<br>Galtenstrasse 6<br>6060 Sarnen<br>Svizzera</p><p>Telefono <a href="tel:+41416620000">+41 41 662 00 00</a><br>E-mail <a href="mailto:info@example.com">info@example.com</a></p>',
      },
    },
  },
  {
    path: '/imprint',
    template: 'ContentPage',
    copy: {
      en: {
        title: 'Imprint',
        description: 'Legal information about {brand}.',
        heading: 'Imprint',
        intro: 'Publisher of this website.',
        body: '<p>{brand}, Galtenstrasse 6, 6060 Sarnen, Switzerland. Commercial register: CHE-000.000.000. This is a demonstration site with sample content.</p>',
      },
      de: {
        title: 'Impressum',
        description: 'Rechtliche Angaben zu {brand}.',
        heading: 'Impressum',
        intro: 'Herausgeberin dieser Website.',
        body: '<p>{brand}, Galtenstrasse 6, 6060 Sarnen, Schweiz. Handelsregister: CHE-000.000.000. Dies ist eine Demonstrationsseite mit Beispielinhalten.</p>',
      },
      fr: {
        title: 'Mentions légales',
        description: 'Informations légales sur {brand}.',
        heading: 'Mentions légales',
        intro: 'Éditeur de ce site web.',
        body: '<p>{brand}, Galtenstrasse 6, 6060 Sarnen, Suisse. Registre du commerce : CHE-000.000.000. Ceci est un site de démonstration au contenu fictif.</p>',
      },
      it: {
        title: 'Colophon',
        description: 'Informazioni legali su {brand}.',
        heading: 'Colophon',
        intro: 'Editore di questo sito web.',
        body: '<p>{brand}, Galtenstrasse 6, 6060 Sarnen, Svizzera. Registro di commercio: CHE-000.000.000. Questo è un sito dimostrativo con contenuti di esempio.</p>',
      },
    },
  },
  {
    path: '/members',
    template: 'ContentPage',
    restricted: true,
    copy: {
      en: {
        title: 'Members area',
        description: 'Documents for signed-in customers.',
        heading: 'Members area',
        intro: 'Service bulletins and price lists for registered customers.',
        body: '<p>Signed-in customers find service bulletins and price lists here.</p>',
      },
      de: {
        title: 'Mitgliederbereich',
        description: 'Dokumente für angemeldete Kunden.',
        heading: 'Mitgliederbereich',
        intro: 'Servicemitteilungen und Preislisten für registrierte Kunden.',
        body: '<p>Angemeldete Kunden finden hier Servicemitteilungen und Preislisten.</p>',
      },
      fr: {
        title: 'Espace membres',
        description: 'Documents pour les clients connectés.',
        heading: 'Espace membres',
        intro: 'Bulletins de service et listes de prix pour les clients enregistrés.',
        body: '<p>Les clients connectés trouvent ici les bulletins de service et les listes de prix.</p>',
      },
      it: {
        title: 'Area riservata',
        description: 'Documenti per i clienti registrati.',
        heading: 'Area riservata',
        intro: 'Bollettini di servizio e listini prezzi per i clienti registrati.',
        body: '<p>I clienti registrati trovano qui bollettini di servizio e listini prezzi.</p>',
      },
    },
  },
];

/**
 * A page whose rich text holds what a compromised or careless editor could paste: scripts,
 * event handlers, javascript: and data: URLs. The site must render its text and run none of it.
 * Not linked from any menu.
 */
export const HOSTILE_RICH_TEXT =
  '<h2>Rich text safety</h2>' +
  '<p>Text before.<script>window.__xss = "script"</script></p>' +
  '<p><img src="x" onerror="window.__xss = \'onerror\'" alt="Broken image"></p>' +
  '<p><a href="javascript:window.__xss=\'href\'">Javascript link</a> and <a href="data:text/html,<script>window.__xss=1</script>">data link</a></p>' +
  '<p onclick="window.__xss=\'click\'" style="position:fixed;inset:0">Click target</p>' +
  '<iframe src="https://evil.example"></iframe><svg><script>window.__xss="svg"</script></svg>' +
  '<p><a href="https://example.com/safe" target="_blank">Safe external link</a></p>';

/** A plain text field that tries to break out of the inline script carrying the page data. */
export const HOSTILE_TEXT_FIELD = 'Rich text safety</script><script>window.__xss="json"</script><!--';

/** Spec discovery §2: the 404 item's texts (error code, title, description, home link, contact link). */
export const NOT_FOUND_COPY: Record<Language, { title: string; description: string; home: string; contact: string }> = {
  en: {
    title: "Sorry, we can't find that page",
    description: 'The page may have moved or no longer exists. Try the home page, or tell us what you were looking for.',
    home: 'Go to the home page',
    contact: 'Contact us',
  },
  de: {
    title: 'Diese Seite finden wir leider nicht',
    description:
      'Die Seite wurde vielleicht verschoben oder existiert nicht mehr. Versuchen Sie es auf der Startseite oder sagen Sie uns, was Sie gesucht haben.',
    home: 'Zur Startseite',
    contact: 'Kontaktieren Sie uns',
  },
  fr: {
    title: 'Désolés, cette page est introuvable',
    description: "La page a peut-être été déplacée ou n'existe plus. Essayez la page d'accueil ou dites-nous ce que vous cherchiez.",
    home: "Aller à la page d'accueil",
    contact: 'Contactez-nous',
  },
  it: {
    title: 'Spiacenti, non troviamo questa pagina',
    description: 'La pagina potrebbe essere stata spostata o non esistere più. Provate la home page o diteci cosa cercavate.',
    home: 'Vai alla home page',
    contact: 'Contattateci',
  },
};
