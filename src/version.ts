import pkg from "../package.json";

export const SERVICE_NAME = "Property Records API";
export const VERSION: string = pkg.version;
