/**
 * What the page says when the console cannot start (a chunk of the shell that does not arrive,
 * an error before the first render): before, the splash stayed forever. The shell's texts may be
 * what failed, so these few words live here, in the language index.html chose.
 */
const words = {
  en: { text: 'The console could not start. Check your connection, then reload the page.', reload: 'Reload' },
  fr: { text: 'La console n’a pas pu démarrer. Vérifiez votre connexion, puis rechargez la page.', reload: 'Recharger' },
  ar: { text: 'تعذّر تشغيل وحدة التحكم. تحقّق من اتصالك، ثم أعد تحميل الصفحة.', reload: 'إعادة التحميل' },
} as const;

/** Replaces the splash with the message and a Reload button; once React has rendered, its own error pages speak instead. */
export function showStartFailure(error: unknown): void {
  console.error('The console could not start:', error);
  const splash = document.querySelector('#root > .app-fallback');
  if (!splash) return;
  const { lang } = document.documentElement;
  const { text, reload } = words[lang === 'fr' || lang === 'ar' ? lang : 'en'];
  const alert = document.createElement('div');
  alert.className = 'app-fallback';
  alert.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'app-fallback-reload';
  button.textContent = reload;
  button.addEventListener('click', () => window.location.reload());
  alert.append(splash.querySelector('svg')?.cloneNode(true) ?? '', message, button);
  splash.replaceWith(alert);
  button.focus();
}
