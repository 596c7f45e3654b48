// Types for what TypeScript imports from scripts/browsers.mjs.
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const FIREFOX: string;
export declare const WEBKIT_DRIVER: string;
export declare const MINIBROWSER: string;
export declare const XVFB: string;
export declare const RSVG_CONVERT: string;
export declare const PROMTOOL: string;
