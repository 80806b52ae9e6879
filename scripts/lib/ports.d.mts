/** Ports on 127.0.0.1 for servers a run starts. */
export declare function portIsFree(port: number): Promise<boolean>;
export declare function freePort(): Promise<number>;
export declare function portForRun(preferred: number, purpose: string): Promise<number>;
