/**
 * Dev only: when site.yaml changes, fetch the current page again and swap it
 * in place, which is quicker than a full reload and keeps the scroll position.
 * Island scripts run again on the new markup.
 */
if (import.meta.hot) {
  import.meta.hot.on('site:update', async () => {
    const response = await fetch(location.href, { headers: { accept: 'text/html' } });
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    document.title = next.title;
    // The shared stylesheet is named by its content, so a change to it is a new address; the page's own rules are inline, when it has any.
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    const nextLink = next.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    if (link && nextLink && link.getAttribute('href') !== nextLink.getAttribute('href')) link.setAttribute('href', nextLink.getAttribute('href')!);
    const style = document.head.querySelector('style');
    const nextStyle = next.head.querySelector('style');
    if (style && nextStyle) style.textContent = nextStyle.textContent;
    else if (nextStyle) document.head.append(document.adoptNode(nextStyle));
    else style?.remove();
    document.body.replaceWith(document.adoptNode(next.body));
    document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
    for (const script of next.head.querySelectorAll<HTMLScriptElement>('script[type="module"][src$="/client.ts"], script[type="module"][src$="/client.js"]')) {
      await import(/* @vite-ignore */ `${script.getAttribute('src')}?t=${Date.now()}`);
    }
  });
}
