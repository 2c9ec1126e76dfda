// @fluent/bundle 0.19.1 (https://github.com/projectfluent/fluent.js), its ESM build esm/index.js
// as published on npm, unchanged below this header. Copyright Mozilla and the Project
// Fluent contributors; licensed under the Apache License 2.0 (the text: LICENSE, beside).
/**
 * A JavaScript implementation of Project Fluent, a localization
 * framework designed to unleash the expressive power of the natural language.
 *
 * @module
 */
export { FluentBundle } from "./bundle.js";
export { FluentResource } from "./resource.js";
export { FluentType, FluentNone, FluentNumber, FluentDateTime, } from "./types.js";
