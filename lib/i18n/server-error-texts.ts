import type { LanguageCode } from '../shop/codes';

/**
 * The server-error screen's texts, kept out of the message files: the screen's code is in every page's first
 * load (Next loads error boundaries up front), and importing the message files there shipped all three of them
 * to every shopper. The backend is down when it shows, so the texts must travel with the code.
 */
export const serverErrorTexts: Record<
  LanguageCode,
  Record<'title' | 'message' | 'advice' | 'contact' | 'phone' | 'schedule' | 'email' | 'retry', string>
> = {
  de: {
    title: 'Wir sind gleich wieder da',
    message:
      'Beim Verbinden mit dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    advice:
      'Wir arbeiten bereits daran. Bitte versuchen Sie es in ein paar Minuten erneut – Ihr Warenkorb bleibt erhalten. Dringende Fragen beantworten wir gern am Telefon.',
    contact: 'So erreichen Sie uns',
    phone: 'Telefon',
    schedule: 'Erreichbar',
    email: 'E-Mail',
    retry: 'Erneut versuchen',
  },
  ro: {
    title: 'Revenim imediat',
    message: 'A apărut o eroare la conectarea la server. Vă rugăm să încercați din nou mai târziu.',
    advice:
      'Lucrăm deja la remediere. Vă rugăm să încercați din nou în câteva minute – coșul dumneavoastră rămâne salvat. La întrebări urgente vă răspundem cu plăcere la telefon.',
    contact: 'Ne puteți contacta',
    phone: 'Telefon',
    schedule: 'Program',
    email: 'E-mail',
    retry: 'Încearcă din nou',
  },
  en: {
    title: 'We will be right back',
    message: 'There was an error connecting to the server. Please try again later.',
    advice:
      'We are already working on it. Please try again in a few minutes – your cart is kept. For anything urgent, please call us.',
    contact: 'How to reach us',
    phone: 'Phone',
    schedule: 'Hours',
    email: 'E-mail',
    retry: 'Retry',
  },
};
