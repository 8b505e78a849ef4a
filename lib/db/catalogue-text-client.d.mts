import pg from "pg";

export declare class CatalogueTextClient extends pg.Client {}
