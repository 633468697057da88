// The secure-fields frame's entry (`vite build --mode frame`): the vault serves it at secureFieldsUrl.
// It listens before anything else runs, then says hello: the page posts its handshake only on that.
import {
  declaredParentOrigin,
  listenForConnect,
  preloadTexts,
  runSecureFields,
  sayHello,
} from './secure-fields';

const frameSheet = new CSSStyleSheet();
frameSheet.replaceSync('html, body { margin: 0; background: transparent; } body { padding: 4px; }');
document.adoptedStyleSheets = [frameSheet];

const parentOrigin = declaredParentOrigin(location);
if (parentOrigin) {
  listenForConnect(parentOrigin, (port, settings) => {
    runSecureFields(port, settings).catch((error: unknown) => {
      console.error('Railkit secure fields: the card form could not start', error);
    });
  });
  sayHello(parentOrigin);
  preloadTexts(location);
} else {
  console.error(
    'Railkit secure fields: open this page only through the SDK (missing or mismatched ?origin=).',
  );
}
