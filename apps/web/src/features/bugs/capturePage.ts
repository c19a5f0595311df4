/**
 * A PNG of the page as the browser shows it: the app's root element drawn by
 * modern-screenshot (loaded only now). Dialogs live outside the root, so the
 * report dialog itself is not in the picture. Web fonts are not embedded: the
 * app has none, and embedding reads them through a `<style>` element that the
 * Content-Security-Policy refuses.
 */
export async function capturePage(): Promise<File> {
  const root = document.getElementById('root') ?? document.body;
  const { domToBlob } = await import('modern-screenshot');
  const blob = await domToBlob(root, {
    type: 'image/png',
    scale: 1,
    backgroundColor: '#ffffff',
    font: false,
    width: root.scrollWidth,
    height: Math.min(root.scrollHeight, 4000),
  });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return new File([blob], `page-${stamp}.png`, { type: 'image/png' });
}
