// @fluent/bundle 0.19.1 (https://github.com/projectfluent/fluent.js), its ESM build esm/memoizer.js
// as published on npm, unchanged below this header. Copyright Mozilla and the Project
// Fluent contributors; licensed under the Apache License 2.0 (the text: LICENSE, beside).
const cache = new Map();
export function getMemoizerForLocale(locales) {
    const stringLocale = Array.isArray(locales) ? locales.join(" ") : locales;
    let memoizer = cache.get(stringLocale);
    if (memoizer === undefined) {
        memoizer = new Map();
        cache.set(stringLocale, memoizer);
    }
    return memoizer;
}
