// `import 'railkit/define'`: registers the tags. The one entry that touches the page's globals when
// imported; `railkit` itself does not, so server-side rendering frameworks can import it.
import { defineElements } from './index';

defineElements();
