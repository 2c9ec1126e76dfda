// The script of the static pages (the rules pages and the 404 page): their texts marked
// data-l10n-id in the reader's language (see i18n.js), and the language picker. The rules'
// own prose is English; only the header and the 404 page are translated.

import { loadLanguage, translateTree, mountPicker } from "./i18n.js";

await loadLanguage();
translateTree(document);
mountPicker();
