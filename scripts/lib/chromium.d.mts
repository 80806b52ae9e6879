/** The browsers the journeys run in, and the Debian packages that install them. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_WITH_NOTIFICATIONS_PATH: string;
export declare const CHROMIUM_PACKAGE_FILES: Readonly<Record<string, string>>;
export declare const CHROMIUM_PACKAGES: readonly string[];
export declare const CHROMIUM_INSTALL_HINT: string;
