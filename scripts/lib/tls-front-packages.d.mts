/** The load balancer the first-page benchmark serves the app through, and its Debian packages. */
export declare const TLS_FRONT_PACKAGE_FILES: Readonly<Record<string, string>>;
export declare const TLS_FRONT_INSTALL_HINT: string;
