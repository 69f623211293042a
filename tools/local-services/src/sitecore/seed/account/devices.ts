import type { Language, Localized, SiteSeed } from '../sites.ts';

/**
 * Content of the My Devices list and the device registration page (spec account §2). The labels
 * of controls and the §8 messages are the site's own translations (Lingui); the texts an editor
 * writes (titles, descriptions, where to find the numbers) and the link targets are here.
 */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });
const link = (href: string, label: string) => ({ value: { href, text: label } });

const LIST = {
  title: L('My devices', 'Meine Geräte', 'Mes appareils', 'I miei apparecchi'),
  text: L(
    'Register your machines to find their manuals, spare parts and accessories in one place.',
    'Registrieren Sie Ihre Maschinen, um Bedienungsanleitungen, Ersatzteile und Zubehör an einem Ort zu finden.',
    'Enregistrez vos machines pour retrouver leurs modes d’emploi, pièces de rechange et accessoires au même endroit.',
    'Registrate le vostre macchine per trovare manuali, ricambi e accessori in un unico posto.',
  ),
  empty: L(
    'You have not registered any devices yet.',
    'Sie haben noch keine Geräte registriert.',
    'Vous n’avez encore enregistré aucun appareil.',
    'Non avete ancora registrato alcun apparecchio.',
  ),
  add: L('Add device', 'Gerät hinzufügen', 'Ajouter un appareil', 'Aggiungi apparecchio'),
};

const REGISTER = {
  text: L(
    'Enter the article number and the serial number from the type plate. Add as many devices as you like, then confirm them together.',
    'Geben Sie die Artikelnummer und die Seriennummer vom Typenschild ein. Fügen Sie beliebig viele Geräte hinzu und bestätigen Sie sie gemeinsam.',
    'Saisissez le numéro d’article et le numéro de série figurant sur la plaque signalétique. Ajoutez autant d’appareils que vous le souhaitez, puis confirmez-les ensemble.',
    'Inserite il numero di articolo e il numero di serie riportati sulla targhetta. Aggiungete tutti gli apparecchi che volete, poi confermateli insieme.',
  ),
  back: L('Back to my devices', 'Zurück zu meinen Geräten', 'Retour à mes appareils', 'Torna ai miei apparecchi'),
  whereTitle: L('Where to find the numbers', 'Wo Sie die Nummern finden', 'Où trouver les numéros', 'Dove trovare i numeri'),
  whereText: L(
    'Both numbers are on the type plate of your device: on hand tools at the back of the handle, on machines next to the main switch. The article number has six digits (e.g. 142.270), the serial number ten.',
    'Beide Nummern stehen auf dem Typenschild Ihres Geräts: bei Handgeräten hinten am Griff, bei Maschinen neben dem Hauptschalter. Die Artikelnummer hat sechs Ziffern (z. B. 142.270), die Seriennummer zehn.',
    'Les deux numéros figurent sur la plaque signalétique de votre appareil : à l’arrière de la poignée sur les outils manuels, à côté de l’interrupteur principal sur les machines. Le numéro d’article compte six chiffres (p. ex. 142.270), le numéro de série dix.',
    'Entrambi i numeri si trovano sulla targhetta dell’apparecchio: sul retro dell’impugnatura negli utensili manuali, accanto all’interruttore principale nelle macchine. Il numero di articolo ha sei cifre (ad es. 142.270), quello di serie dieci.',
  ),
  support: L('Contact our service team', 'Unser Serviceteam kontaktieren', 'Contacter notre service', 'Contattare il nostro servizio'),
};

/** Fields of the MyDevices rendering on /my-account/devices. */
export function myDevicesFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  // The page's title is the headline's (MyAccountHeadline).
  return {
    Text: text(LIST.text[language]),
    NoDevicesText: text(LIST.empty[language]),
    AddDeviceLink: link('/my-account/devices/register', LIST.add[language]),
  };
}

/** Fields of the DeviceRegistration rendering on /my-account/devices/register. */
export function deviceRegistrationFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return {
    Text: text(REGISTER.text[language]),
    BackLink: link('/my-account/devices', REGISTER.back[language]),
    MyDevicesLink: link('/my-account/devices', LIST.title[language]),
    WhereToFindTitle: text(REGISTER.whereTitle[language]),
    WhereToFindText: text(REGISTER.whereText[language]),
    SupportLink: link('/contact', REGISTER.support[language]),
  };
}
