// The API as the server describes it (OpenAPI), as types. Written by `npm run wire`; do not edit by hand.
export interface paths {
    "/api/advert/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One advert */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Advert"];
                    };
                };
            };
        };
        /** Change a advert (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ends_at?: (string) | null;
                        image?: string | null;
                        is_active?: boolean;
                        /** @enum {string} */
                        placement?: "home_top" | "between_rows" | "item_page";
                        starts_at?: (string) | null;
                        target_category_id?: number | null;
                        target_item_id?: number | null;
                        /** @enum {string} */
                        target_kind?: "item" | "category" | "url";
                        target_url?: string | null;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Advert"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a advert and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one advert: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a advert replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Advert"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/{id}/click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count that a reader tapped the advert */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clicks: number;
                            id: number;
                            impressions: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/{id}/impression": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count that the app showed the advert */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clicks: number;
                            id: number;
                            impressions: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several advert in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several advert the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            ends_at?: (string) | null;
                            image?: string | null;
                            is_active?: boolean;
                            /** @enum {string} */
                            placement?: "home_top" | "between_rows" | "item_page";
                            starts_at?: (string) | null;
                            target_category_id?: number | null;
                            target_item_id?: number | null;
                            /** @enum {string} */
                            target_kind?: "item" | "category" | "url";
                            target_url?: string | null;
                            title?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Advert"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted advert records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted advert with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Advert"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export advert: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    order?: "asc" | "desc";
                    placement?: "home_top" | "between_rows" | "item_page";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "image" | "title" | "target_kind" | "target_item_id" | "target_category_id" | "target_url" | "placement" | "starts_at" | "ends_at" | "is_active" | "impressions" | "clicks";
                    target_category_id?: number;
                    target_item_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/get_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adverts (only those running now with only_active: active and within their dates; a reader always gets only those) */
        get: {
            parameters: {
                query?: {
                    only_active?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import advert: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of advert, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of advert with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of advert: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List advert (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    limit?: number;
                    order?: "asc" | "desc";
                    placement?: "home_top" | "between_rows" | "item_page";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "image" | "title" | "target_kind" | "target_item_id" | "target_category_id" | "target_url" | "placement" | "starts_at" | "ends_at" | "is_active" | "impressions" | "clicks";
                    target_category_id?: number;
                    target_item_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Advert"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advert/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a advert */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ends_at?: (string) | null;
                        image?: string | null;
                        is_active?: boolean;
                        /** @enum {string} */
                        placement?: "home_top" | "between_rows" | "item_page";
                        starts_at?: (string) | null;
                        target_category_id?: number | null;
                        target_item_id?: number | null;
                        /** @enum {string} */
                        target_kind?: "item" | "category" | "url";
                        target_url?: string | null;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Advert"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invite/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: set the password of the invited account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserPublic"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/cookie/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (cookie): 204 with an HttpOnly session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: string;
                        client_secret?: string;
                        grant_type?: string;
                        password: string;
                        scope?: string;
                        username: string;
                    };
                    "application/x-www-form-urlencoded": {
                        client_id?: string;
                        client_secret?: string;
                        grant_type?: string;
                        password: string;
                        scope?: string;
                        username: string;
                    };
                    "multipart/form-data": {
                        client_id?: string;
                        client_secret?: string;
                        grant_type?: string;
                        password: string;
                        scope?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Signed in; the session cookie is set */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/cookie/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (cookie): the session is revoked on the server and the cookie cleared */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset link (variant B): 202 whether or not the e-mail is known */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Accepted */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (token): e-mail as username; answers a bearer access token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: string;
                        client_secret?: string;
                        grant_type?: string;
                        password: string;
                        scope?: string;
                        username: string;
                    };
                    "application/x-www-form-urlencoded": {
                        client_id?: string;
                        client_secret?: string;
                        grant_type?: string;
                        password: string;
                        scope?: string;
                        username: string;
                    };
                    "multipart/form-data": {
                        client_id?: string;
                        client_secret?: string;
                        grant_type?: string;
                        password: string;
                        scope?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset link (same answer whether or not the e-mail is known) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (variant B): inactive until a superuser approves it unless SIGNUP_MODE says otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default  */
                        first_name?: string;
                        /** @default  */
                        last_name?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserPublic"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset (or invitation) token
         * @description Variant A sends `{new_password}` with the token as the bearer token, a `token` body field or an `X-Reset-Token` header; variant B sends `{token, password}`. A bad, expired or used token answers 400 RESET_PASSWORD_BAD_TOKEN.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        new_password?: string;
                        password?: string;
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List author (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "bio";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Author"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a author */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio?: string | null;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Author"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One author */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Author"];
                    };
                };
            };
        };
        /** Change a author (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio?: string | null;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Author"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a author and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one author: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a author replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Author"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several author in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several author the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            bio?: string | null;
                            name?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Author"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted author records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted author with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Author"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export author: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "bio";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import author: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of author, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of author with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of author: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments on pages and articles, newest first */
        get: {
            parameters: {
                query?: {
                    kind?: "page" | "article" | "legal" | "popup";
                    limit?: number;
                    page_id?: number;
                    skip?: number;
                    status?: "pending" | "approved" | "spam";
                    website_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                author_name: string;
                                created_at: string;
                                email: string | null;
                                id: number;
                                page_id: number;
                                page_title: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "spam";
                                text: string;
                                website_id: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/comments/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve, mark as spam, return to pending or delete comments, all in one transaction (404 when any id is unknown) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "approve" | "spam" | "pending" | "delete";
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A row */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                            errors: {
                                [key: string]: string;
                            };
                            id: number;
                            table_id: number;
                            updated_at: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a row */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change some of a row's values (each checked against its field) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                            errors: {
                                [key: string]: string;
                            };
                            id: number;
                            table_id: number;
                            updated_at: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/cms/fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A field */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            label: string;
                            name: string;
                            options: string[];
                            position: number;
                            ref_table_id: number | null;
                            required: boolean;
                            table_id: number;
                            /** @enum {string} */
                            type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                        };
                    };
                };
            };
        };
        /** Change a field: label, required, options, position, name (the rows' values follow) or type (values that convert are converted; the others stay and are flagged in the rows' errors) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label?: string;
                        name?: string;
                        /** @default [] */
                        options?: string[];
                        position?: number;
                        /** @description For a reference field: the table (of the same website) its values point into */
                        ref_table_id?: number | null;
                        /** @default false */
                        required?: boolean;
                        /** @enum {string} */
                        type?: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            label: string;
                            name: string;
                            options: string[];
                            position: number;
                            ref_table_id: number | null;
                            required: boolean;
                            table_id: number;
                            /** @enum {string} */
                            type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a field and its values in every row */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pages of every website (by kind) */
        get: {
            parameters: {
                query?: {
                    include_drafts?: boolean;
                    kind?: "page" | "article" | "legal" | "popup";
                    limit?: number;
                    published_only?: boolean;
                    q?: string;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                body: string;
                                comment_count?: number;
                                created_at: string;
                                draft?: {
                                    body: string;
                                    popup: components["schemas"]["PopupSettings"] | null;
                                    seo_description: string | null;
                                    seo_title: string | null;
                                    slug: string;
                                    title: string;
                                    updated_at: string | null;
                                    user_id: string | null;
                                } | null;
                                has_draft: boolean;
                                id: number;
                                is_published: boolean;
                                /** @enum {string} */
                                kind: "page" | "article" | "legal" | "popup";
                                popup: components["schemas"]["PopupSettings"] | null;
                                publish_at: string | null;
                                published_at: string | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "published_with_draft";
                                title: string;
                                updated_at: string;
                                website_id: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page; include_draft adds its draft */
        get: {
            parameters: {
                query?: {
                    include_draft?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a page with its history and comments */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a page: with create_draft into its draft (started from the live content), else the live content itself; publish_at schedules publishing */
        patch: {
            parameters: {
                query?: {
                    create_draft?: boolean;
                    user_id?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body?: string;
                        popup?: components["schemas"]["PopupSettingsInput"] | null;
                        publish_at?: string | null;
                        seo_description?: string | null;
                        seo_title?: string | null;
                        slug?: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/cms/pages/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard a page's draft (409 NO_DRAFT when it has none) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/pages/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish: the draft (or the page as it is) replaces the published version; the content is kept in the history */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/pages/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a page off the website (its content and draft stay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/pages/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page's published versions, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                content: components["schemas"]["PageContent"];
                                id: number;
                                number: number;
                                page_id: number;
                                published_at: string;
                                published_by: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/pages/{id}/versions/{versionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a version: it becomes the draft (publish it to put it on the website) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    versionId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/public/{websiteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website's name, language and settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            default_language: "he" | "en";
                            domain: string | null;
                            id: number;
                            name: string;
                            settings: components["schemas"]["WebsiteSettings"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/public/{websiteId}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published articles, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                body: string;
                                id: number;
                                /** @enum {string} */
                                kind: "page" | "article" | "legal" | "popup";
                                popup: components["schemas"]["PopupSettings"] | null;
                                published_at: string | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/public/{websiteId}/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published page, article or legal page by its address (404 for anything unpublished) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            id: number;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            title: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/public/{websiteId}/pages/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved comments of a published page, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    slug: string;
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                author_name: string;
                                created_at: string;
                                id: number;
                                text: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a comment on a published page or article; it waits for moderation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        author_name: string;
                        email?: string | null;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/public/{websiteId}/popups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published popups whose schedule includes now (pages: the addresses each shows on; empty for every page) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            id: number;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            title: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/public/{websiteId}/tables/{tableId}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A table's rows */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    tableId: number;
                    websiteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                data: {
                                    [key: string]: unknown;
                                };
                                id: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A website's tables with their fields */
        get: {
            parameters: {
                query: {
                    limit?: number;
                    skip?: number;
                    website_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                description: string | null;
                                fields: {
                                    id: number;
                                    label: string;
                                    name: string;
                                    options: string[];
                                    position: number;
                                    ref_table_id: number | null;
                                    required: boolean;
                                    table_id: number;
                                    /** @enum {string} */
                                    type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                                }[];
                                id: number;
                                name: string;
                                row_count: number;
                                website_id: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a table (with its first fields) to a website */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        fields?: {
                            label: string;
                            name: string;
                            /** @default [] */
                            options?: string[];
                            position?: number;
                            /** @description For a reference field: the table (of the same website) its values point into */
                            ref_table_id?: number | null;
                            /** @default false */
                            required?: boolean;
                            /** @enum {string} */
                            type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                        }[];
                        name: string;
                        website_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string | null;
                            fields: {
                                id: number;
                                label: string;
                                name: string;
                                options: string[];
                                position: number;
                                ref_table_id: number | null;
                                required: boolean;
                                table_id: number;
                                /** @enum {string} */
                                type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                            }[];
                            id: number;
                            name: string;
                            row_count: number;
                            website_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/tables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A table with its fields */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string | null;
                            fields: {
                                id: number;
                                label: string;
                                name: string;
                                options: string[];
                                position: number;
                                ref_table_id: number | null;
                                required: boolean;
                                table_id: number;
                                /** @enum {string} */
                                type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                            }[];
                            id: number;
                            name: string;
                            row_count: number;
                            website_id: number;
                        };
                    };
                };
            };
        };
        /** Rename or describe a table */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string | null;
                            fields: {
                                id: number;
                                label: string;
                                name: string;
                                options: string[];
                                position: number;
                                ref_table_id: number | null;
                                required: boolean;
                                table_id: number;
                                /** @enum {string} */
                                type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                            }[];
                            id: number;
                            name: string;
                            row_count: number;
                            website_id: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a table with its fields and rows */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/tables/{id}/data/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rows of a table: equal-value filters per field, a text search, sorting by a field */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filters?: {
                            [key: string]: string | number | boolean | null;
                        };
                        /** @default 50 */
                        limit?: number;
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        q?: string;
                        /** @default 0 */
                        skip?: number;
                        sort?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                created_at: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                errors: {
                                    [key: string]: string;
                                };
                                id: number;
                                table_id: number;
                                updated_at: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/tables/{id}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A table's fields in order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            label: string;
                            name: string;
                            options: string[];
                            position: number;
                            ref_table_id: number | null;
                            required: boolean;
                            table_id: number;
                            /** @enum {string} */
                            type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a field (at `position`, default last) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        name: string;
                        /** @default [] */
                        options?: string[];
                        position?: number;
                        /** @description For a reference field: the table (of the same website) its values point into */
                        ref_table_id?: number | null;
                        /** @default false */
                        required?: boolean;
                        /** @enum {string} */
                        type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            label: string;
                            name: string;
                            options: string[];
                            position: number;
                            ref_table_id: number | null;
                            required: boolean;
                            table_id: number;
                            /** @enum {string} */
                            type: "text" | "number" | "boolean" | "date" | "select" | "image" | "rich_text" | "reference";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Websites by name */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                created_at: string;
                                /** @enum {string} */
                                default_language: "he" | "en";
                                domain: string | null;
                                id: number;
                                name: string;
                                page_count: number;
                                settings: components["schemas"]["WebsiteSettings"];
                                updated_at: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a website */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        default_language?: "he" | "en";
                        domain?: string | null;
                        name: string;
                        settings?: components["schemas"]["WebsiteSettingsInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            /** @enum {string} */
                            default_language: "he" | "en";
                            domain: string | null;
                            id: number;
                            name: string;
                            page_count: number;
                            settings: components["schemas"]["WebsiteSettings"];
                            updated_at: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/website/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A website */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            /** @enum {string} */
                            default_language: "he" | "en";
                            domain: string | null;
                            id: number;
                            name: string;
                            page_count: number;
                            settings: components["schemas"]["WebsiteSettings"];
                            updated_at: string;
                        };
                    };
                };
            };
        };
        /** Change a website's name, domain, language or settings (settings are replaced whole) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        default_language?: "he" | "en";
                        domain?: string | null;
                        name?: string;
                        settings?: components["schemas"]["WebsiteSettingsInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            /** @enum {string} */
                            default_language: "he" | "en";
                            domain: string | null;
                            id: number;
                            name: string;
                            page_count: number;
                            settings: components["schemas"]["WebsiteSettings"];
                            updated_at: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a website with its pages, comments and tables */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/website/{id}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A website's pages, last changed first (kind filters; published_only leaves out pages never published or unpublished; include_drafts adds each draft) */
        get: {
            parameters: {
                query?: {
                    include_drafts?: boolean;
                    kind?: "page" | "article" | "legal" | "popup";
                    limit?: number;
                    published_only?: boolean;
                    q?: string;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                body: string;
                                comment_count?: number;
                                created_at: string;
                                draft?: {
                                    body: string;
                                    popup: components["schemas"]["PopupSettings"] | null;
                                    seo_description: string | null;
                                    seo_title: string | null;
                                    slug: string;
                                    title: string;
                                    updated_at: string | null;
                                    user_id: string | null;
                                } | null;
                                has_draft: boolean;
                                id: number;
                                is_published: boolean;
                                /** @enum {string} */
                                kind: "page" | "article" | "legal" | "popup";
                                popup: components["schemas"]["PopupSettings"] | null;
                                publish_at: string | null;
                                published_at: string | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "published_with_draft";
                                title: string;
                                updated_at: string;
                                website_id: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a page (unpublished; its address is unique in the website) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body?: string;
                        /**
                         * @default page
                         * @enum {string}
                         */
                        kind?: "page" | "article" | "legal" | "popup";
                        popup?: components["schemas"]["PopupSettingsInput"] | null;
                        publish_at?: string | null;
                        seo_description?: string | null;
                        seo_title?: string | null;
                        slug?: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            comment_count?: number;
                            created_at: string;
                            draft?: {
                                body: string;
                                popup: components["schemas"]["PopupSettings"] | null;
                                seo_description: string | null;
                                seo_title: string | null;
                                slug: string;
                                title: string;
                                updated_at: string | null;
                                user_id: string | null;
                            } | null;
                            has_draft: boolean;
                            id: number;
                            is_published: boolean;
                            /** @enum {string} */
                            kind: "page" | "article" | "legal" | "popup";
                            popup: components["schemas"]["PopupSettings"] | null;
                            publish_at: string | null;
                            published_at: string | null;
                            seo_description: string | null;
                            seo_title: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "published_with_draft";
                            title: string;
                            updated_at: string;
                            website_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/website/{id}/tables/{tableId}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A website table's rows */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                    tableId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                created_at: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                errors: {
                                    [key: string]: string;
                                };
                                id: number;
                                table_id: number;
                                updated_at: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add rows (one object, or a list pasted at once: all or none); each value checked against its field (422 per field, loc body.data.<field> or body.<index>.data.<field>) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    tableId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    } | {
                        data: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                            errors: {
                                [key: string]: string;
                            };
                            id: number;
                            table_id: number;
                            updated_at: string;
                        } | {
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                            errors: {
                                [key: string]: string;
                            };
                            id: number;
                            table_id: number;
                            updated_at: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents of a table (sort, range, filter as JSON); the total in Content-Range */
        get: {
            parameters: {
                query?: {
                    /** @description accepted and ignored: documents have no relations */
                    embed?: string;
                    /** @description {"key": value | [values], "id": id | [ids], "q": "text"} */
                    filter?: string;
                    /** @description [first, last], both included, at most 1000; default the first 1000 */
                    range?: string;
                    /** @description ["field", "ASC" | "DESC"]; default ["id", "ASC"] */
                    sort?: string;
                };
                header?: never;
                path: {
                    /** @description Table name: a letter, then letters, digits, _ or - (at most 63) */
                    table: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataDocument"][];
                    };
                };
            };
        };
        put?: never;
        /** Store a document in a table (201 with its id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Table name: a letter, then letters, digits, _ or - (at most 63) */
                    table: string;
                };
                cookie?: never;
            };
            /** @description The document (an `id` in it is ignored) */
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataDocument"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/{table}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document */
        get: {
            parameters: {
                query?: {
                    /** @description the record must also match this filter, else 404 */
                    filter?: string;
                };
                header?: never;
                path: {
                    id: number;
                    /** @description Table name: a letter, then letters, digits, _ or - (at most 63) */
                    table: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataDocument"];
                    };
                };
            };
        };
        /** Replace a document */
        put: {
            parameters: {
                query?: {
                    /** @description the record must also match this filter, else 404 */
                    filter?: string;
                };
                header?: never;
                path: {
                    id: number;
                    /** @description Table name: a letter, then letters, digits, _ or - (at most 63) */
                    table: string;
                };
                cookie?: never;
            };
            /** @description The document (an `id` in it is ignored) */
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataDocument"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a document (answers it) */
        delete: {
            parameters: {
                query?: {
                    /** @description the record must also match this filter, else 404 */
                    filter?: string;
                };
                header?: never;
                path: {
                    id: number;
                    /** @description Table name: a letter, then letters, digits, _ or - (at most 63) */
                    table: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataDocument"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/cart-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carts started in the range: checked out, abandoned (a day untouched), their value, conversion */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abandoned: number;
                            abandoned_value: number;
                            active: number;
                            carts: number;
                            checked_out: number;
                            /** @description A percentage, one decimal */
                            conversion_rate: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/category-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales by product category */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category_id: number;
                            name: string;
                            orders: number;
                            quantity: number;
                            revenue: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/coupon-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coupons used: uses, discount given, revenue of their orders */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            coupon_id: number;
                            discount: number;
                            revenue: number;
                            uses: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/customer-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buyers: new and returning, revenue per buyer, the top ten */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            average_revenue: number;
                            customers: number;
                            new_customers: number;
                            returning_customers: number;
                            top_customers: {
                                customer_id: number;
                                name: string;
                                orders: number;
                                revenue: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer's buying; without dates, all of it */
        get: {
            parameters: {
                query?: {
                    end_date?: string;
                    start_date?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            average_order: number;
                            /** @description Orders by status */
                            by_status: {
                                [key: string]: number;
                            };
                            customer_id: number;
                            first_order_at: string | null;
                            last_order_at: string | null;
                            orders: number;
                            refunds: number;
                            revenue: number;
                            top_products: {
                                name: string;
                                product_id: number;
                                quantity: number;
                                revenue: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/daily-breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every day of the range: orders, revenue, items, average order */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            average_order: number;
                            /** @description YYYY-MM-DD */
                            date: string;
                            items: number;
                            orders: number;
                            revenue: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/product-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The best-selling products by revenue */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    limit?: number;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            orders: number;
                            product_id: number;
                            quantity: number;
                            revenue: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/revenue-trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue and orders per day, week or month (default by the range: up to 62 days daily, up to 190 weekly) */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    interval?: "day" | "week" | "month";
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            interval: "day" | "week" | "month";
                            points: {
                                orders: number;
                                /** @description YYYY-MM-DD */
                                period: string;
                                revenue: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/analytics/sales-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, orders, average order, items, discounts, refunds and new customers, with the previous period */
        get: {
            parameters: {
                query: {
                    end_date: string;
                    start_date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current: {
                                average_order: number;
                                cancelled_orders: number;
                                discounts: number;
                                items_sold: number;
                                new_customers: number;
                                orders: number;
                                pending_orders: number;
                                refunded_orders: number;
                                refunds: number;
                                revenue: number;
                                shipping: number;
                                vat: number;
                            };
                            /** @description YYYY-MM-DD */
                            end_date: string;
                            previous: {
                                average_order: number;
                                cancelled_orders: number;
                                discounts: number;
                                /** @description YYYY-MM-DD */
                                end_date: string;
                                items_sold: number;
                                new_customers: number;
                                orders: number;
                                pending_orders: number;
                                refunded_orders: number;
                                refunds: number;
                                revenue: number;
                                shipping: number;
                                /** @description YYYY-MM-DD */
                                start_date: string;
                                vat: number;
                            };
                            /** @description YYYY-MM-DD */
                            start_date: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a bundle */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        ends_at?: (string) | null;
                        image?: string | null;
                        is_active?: boolean;
                        items: {
                            product_id: number;
                            quantity: number;
                        }[];
                        name: string;
                        percent_off?: number | null;
                        price?: number | null;
                        starts_at?: (string) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its products that are inactive or deleted */
                            attention_product_ids: number[];
                            /** @description What the bundle costs, in agorot */
                            bundle_total: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            ends_at: string | null;
                            id: number;
                            image: string | null;
                            is_active: boolean;
                            items: unknown;
                            /** @description The products bought apart at their current prices, in agorot */
                            items_total: number;
                            name: string;
                            needs_attention: boolean;
                            percent_off: number | null;
                            price: number | null;
                            product_ids: unknown[];
                            /** @description items_total less bundle_total, in agorot */
                            saving: number;
                            starts_at: string | null;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bundle */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its products that are inactive or deleted */
                            attention_product_ids: number[];
                            /** @description What the bundle costs, in agorot */
                            bundle_total: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            ends_at: string | null;
                            id: number;
                            image: string | null;
                            is_active: boolean;
                            items: unknown;
                            /** @description The products bought apart at their current prices, in agorot */
                            items_total: number;
                            name: string;
                            needs_attention: boolean;
                            percent_off: number | null;
                            price: number | null;
                            product_ids: unknown[];
                            /** @description items_total less bundle_total, in agorot */
                            saving: number;
                            starts_at: string | null;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        /** Change a bundle (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        ends_at?: (string) | null;
                        image?: string | null;
                        is_active?: boolean;
                        items?: {
                            product_id: number;
                            quantity: number;
                        }[];
                        name?: string;
                        percent_off?: number | null;
                        price?: number | null;
                        starts_at?: (string) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its products that are inactive or deleted */
                            attention_product_ids: number[];
                            /** @description What the bundle costs, in agorot */
                            bundle_total: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            ends_at: string | null;
                            id: number;
                            image: string | null;
                            is_active: boolean;
                            items: unknown;
                            /** @description The products bought apart at their current prices, in agorot */
                            items_total: number;
                            name: string;
                            needs_attention: boolean;
                            percent_off: number | null;
                            price: number | null;
                            product_ids: unknown[];
                            /** @description items_total less bundle_total, in agorot */
                            saving: number;
                            starts_at: string | null;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a bundle and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one bundle: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a bundle replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its products that are inactive or deleted */
                            attention_product_ids: number[];
                            /** @description What the bundle costs, in agorot */
                            bundle_total: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            ends_at: string | null;
                            id: number;
                            image: string | null;
                            is_active: boolean;
                            items: unknown;
                            /** @description The products bought apart at their current prices, in agorot */
                            items_total: number;
                            name: string;
                            needs_attention: boolean;
                            percent_off: number | null;
                            price: number | null;
                            product_ids: unknown[];
                            /** @description items_total less bundle_total, in agorot */
                            saving: number;
                            starts_at: string | null;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several bundle in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (product_ids) on several bundle in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "product_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several bundle the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string | null;
                            ends_at?: (string) | null;
                            image?: string | null;
                            is_active?: boolean;
                            items?: {
                                product_id: number;
                                quantity: number;
                            }[];
                            name?: string;
                            percent_off?: number | null;
                            price?: number | null;
                            starts_at?: (string) | null;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description Its products that are inactive or deleted */
                                attention_product_ids: number[];
                                /** @description What the bundle costs, in agorot */
                                bundle_total: number;
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                ends_at: string | null;
                                id: number;
                                image: string | null;
                                is_active: boolean;
                                items: unknown;
                                /** @description The products bought apart at their current prices, in agorot */
                                items_total: number;
                                name: string;
                                needs_attention: boolean;
                                percent_off: number | null;
                                price: number | null;
                                product_ids: unknown[];
                                /** @description items_total less bundle_total, in agorot */
                                saving: number;
                                starts_at: string | null;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted bundle records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted bundle with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Its products that are inactive or deleted */
                            attention_product_ids: number[];
                            /** @description What the bundle costs, in agorot */
                            bundle_total: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            ends_at: string | null;
                            id: number;
                            image: string | null;
                            is_active: boolean;
                            items: unknown;
                            /** @description The products bought apart at their current prices, in agorot */
                            items_total: number;
                            name: string;
                            needs_attention: boolean;
                            percent_off: number | null;
                            price: number | null;
                            product_ids: unknown[];
                            /** @description items_total less bundle_total, in agorot */
                            saving: number;
                            starts_at: string | null;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export bundle: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    needs_attention?: boolean;
                    order?: "asc" | "desc";
                    product_ids?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "image" | "price" | "percent_off" | "starts_at" | "ends_at" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import bundle: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of bundle, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of bundle with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundle/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of bundle: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bundle (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    limit?: number;
                    needs_attention?: boolean;
                    offset?: number;
                    order?: "asc" | "desc";
                    product_ids?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "image" | "price" | "percent_off" | "starts_at" | "ends_at" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description Its products that are inactive or deleted */
                                attention_product_ids: number[];
                                /** @description What the bundle costs, in agorot */
                                bundle_total: number;
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                ends_at: string | null;
                                id: number;
                                image: string | null;
                                is_active: boolean;
                                items: unknown;
                                /** @description The products bought apart at their current prices, in agorot */
                                items_total: number;
                                name: string;
                                needs_attention: boolean;
                                percent_off: number | null;
                                price: number | null;
                                product_ids: unknown[];
                                /** @description items_total less bundle_total, in agorot */
                                saving: number;
                                starts_at: string | null;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new cart, for a customer or not yet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_id?: number | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cart, priced */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/apply_coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a coupon by its code (400 COUPON_NOT_FOUND, COUPON_INACTIVE, COUPON_EXPIRED, COUPON_LIMIT_REACHED, COUPON_CUSTOMER_LIMIT) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coupon_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/associate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the cart to a customer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a bundle (its products are priced together); 409 PRODUCT_INACTIVE when switched off, BUNDLE_NOT_RUNNING outside its dates */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bundle_id: number;
                        /** @default 1 */
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the order: re-prices, takes the stock, counts the coupon; sending it again answers the same order (200) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product (adding one already there adds to its quantity) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        /** @default 1 */
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an item's quantity */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        post?: never;
        /** Remove an item (product or bundle) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/remove_coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the coupon off */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The shipping option (an active one), or free shipping */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        free_shipping?: boolean;
                        shipping_option_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/{id}/shipping_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Who receives the order and where (replaces the details) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        city?: string;
                        email?: "" | string;
                        name?: string;
                        notes?: string;
                        phone?: string;
                        zip?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/cart/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's open cart (the newest), 404 when there is none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cart"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a coupon */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign?: string | null;
                        code: string;
                        discount_kind?: ("percent_off" | "amount_off" | "free_shipping") | null;
                        discount_value?: number | null;
                        expires_at?: (string) | null;
                        is_active?: boolean;
                        min_order?: number | null;
                        per_customer_limit?: number | null;
                        product_ids?: number[];
                        promotion_id?: number | null;
                        usage_limit?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Coupon"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One coupon */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Coupon"];
                    };
                };
            };
        };
        /** Change a coupon (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign?: string | null;
                        code?: string;
                        discount_kind?: ("percent_off" | "amount_off" | "free_shipping") | null;
                        discount_value?: number | null;
                        expires_at?: (string) | null;
                        is_active?: boolean;
                        min_order?: number | null;
                        per_customer_limit?: number | null;
                        product_ids?: number[];
                        promotion_id?: number | null;
                        usage_limit?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Coupon"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a coupon and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one coupon: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a coupon replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Coupon"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several coupon in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (product_ids) on several coupon in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "product_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several coupon the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            campaign?: string | null;
                            code?: string;
                            discount_kind?: ("percent_off" | "amount_off" | "free_shipping") | null;
                            discount_value?: number | null;
                            expires_at?: (string) | null;
                            is_active?: boolean;
                            min_order?: number | null;
                            per_customer_limit?: number | null;
                            product_ids?: number[];
                            promotion_id?: number | null;
                            usage_limit?: number | null;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Coupon"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted coupon records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted coupon with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Coupon"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export coupon: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    campaign?: string;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    order?: "asc" | "desc";
                    product_ids?: number;
                    promotion_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "code" | "campaign" | "discount_kind" | "discount_value" | "promotion_id" | "min_order" | "usage_limit" | "per_customer_limit" | "used_count" | "expires_at" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make `count` unique random codes with the same discount, in one transaction */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign?: string | null;
                        count: number;
                        discount_kind?: ("percent_off" | "amount_off" | "free_shipping") | null;
                        discount_value?: number | null;
                        expires_at?: (string) | null;
                        is_active?: boolean;
                        length?: number;
                        min_order?: number | null;
                        per_customer_limit?: number | null;
                        prefix?: string;
                        product_ids?: number[];
                        promotion_id?: number | null;
                        usage_limit?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign: string | null;
                            codes: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import coupon: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of coupon, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of coupon with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupon/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of coupon: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List coupon (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    campaign?: string;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    product_ids?: number;
                    promotion_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "code" | "campaign" | "discount_kind" | "discount_value" | "promotion_id" | "min_order" | "usage_limit" | "per_customer_limit" | "used_count" | "expires_at" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Coupon"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a shop_event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        all_day?: boolean;
                        capacity?: number | null;
                        color?: ("#1565c0" | "#2e7d32" | "#c62828" | "#6a1b9a" | "#ef6c00" | "#00838f") | null;
                        description?: string | null;
                        ends_at: string;
                        image?: string | null;
                        online_url?: string | null;
                        product_id?: number | null;
                        /** @enum {string} */
                        repeat?: "none" | "weekly" | "monthly";
                        repeat_until?: string | null;
                        starts_at: string;
                        /** @enum {string} */
                        status?: "draft" | "published" | "cancelled";
                        ticket_price?: number | null;
                        tickets_sold?: number;
                        title: string;
                        venue?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopEvent"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shop_event */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopEvent"];
                    };
                };
            };
        };
        /** Change a shop_event (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        all_day?: boolean;
                        capacity?: number | null;
                        color?: ("#1565c0" | "#2e7d32" | "#c62828" | "#6a1b9a" | "#ef6c00" | "#00838f") | null;
                        description?: string | null;
                        ends_at?: string;
                        image?: string | null;
                        online_url?: string | null;
                        product_id?: number | null;
                        starts_at?: string;
                        /** @enum {string} */
                        status?: "draft" | "published" | "cancelled";
                        ticket_price?: number | null;
                        tickets_sold?: number;
                        title?: string;
                        venue?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopEvent"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a shop_event and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one shop_event: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a shop_event replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopEvent"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several shop_event in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several shop_event the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            all_day?: boolean;
                            capacity?: number | null;
                            color?: ("#1565c0" | "#2e7d32" | "#c62828" | "#6a1b9a" | "#ef6c00" | "#00838f") | null;
                            description?: string | null;
                            ends_at?: string;
                            image?: string | null;
                            online_url?: string | null;
                            product_id?: number | null;
                            starts_at?: string;
                            /** @enum {string} */
                            status?: "draft" | "published" | "cancelled";
                            ticket_price?: number | null;
                            tickets_sold?: number;
                            title?: string;
                            venue?: string | null;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShopEvent"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted shop_event records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted shop_event with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopEvent"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export shop_event: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    ends_after?: string;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    product_id?: number;
                    q?: string;
                    series_id?: number;
                    sort?: "id" | "created_at" | "updated_at" | "title" | "starts_at" | "ends_at" | "all_day" | "venue" | "online_url" | "capacity" | "ticket_price" | "product_id" | "image" | "color" | "status" | "tickets_sold" | "repeat" | "repeat_until" | "series_id";
                    starts_before?: string;
                    status?: "draft" | "published" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import shop_event: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of shop_event, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of shop_event with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/event/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of shop_event: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shop_event (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    ends_after?: string;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    product_id?: number;
                    q?: string;
                    series_id?: number;
                    sort?: "id" | "created_at" | "updated_at" | "title" | "starts_at" | "ends_at" | "all_day" | "venue" | "online_url" | "capacity" | "ticket_price" | "product_id" | "image" | "color" | "status" | "tickets_sold" | "repeat" | "repeat_until" | "series_id";
                    starts_before?: string;
                    status?: "draft" | "published" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShopEvent"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/list_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List product (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    author_ids?: number;
                    category_ids?: number;
                    featured?: boolean;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    kind?: "printed_book" | "ebook" | "audiobook" | "merchandise" | "event_ticket";
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "slug" | "sku" | "kind" | "short_description" | "price" | "sale_price" | "sale_from" | "sale_to" | "vat_included" | "stock_quantity" | "track_stock" | "allow_backorder" | "weight_grams" | "isbn" | "publisher" | "pages" | "language" | "is_active" | "featured";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Product"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
            };
        };
        /** Move the order to another status (query or body `status`; 422 names the allowed moves), and/or change its notes */
        put: {
            parameters: {
                query?: {
                    status?: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why, kept in the history */
                        note?: string;
                        notes?: string | null;
                        /** @enum {string} */
                        status?: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a pending or cancelled order (409 ORDER_NOT_DELETABLE otherwise); a pending one returns its stock */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/order/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add products to a pending order at their current price (409 ORDER_NOT_PENDING, OUT_OF_STOCK) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        /** @default 1 */
                        quantity?: number;
                    } | {
                        items: {
                            product_id: number;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/order/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of the order's payment (409 RECEIPT_NONE when it was not paid through the product) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receipt"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/order/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's receipt as a PDF to download: Hebrew, right to left (English with lang=en) */
        get: {
            parameters: {
                query?: {
                    lang?: "he" | "en";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The receipt as application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first by default */
        get: {
            parameters: {
                query?: {
                    customer_id?: number;
                    /** @description Placed on or after this day (Israel time) */
                    from?: string;
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    /** @description Order number, customer name, e-mail or phone */
                    q?: string;
                    sort?: "placed_at" | "total" | "id" | "status" | "customer_name";
                    status?: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
                    /** @description Placed on or before this day (Israel time) */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OrderSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/orders/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many orders each status holds under the same search and dates (and `all`) */
        get: {
            parameters: {
                query?: {
                    customer_id?: number;
                    /** @description Placed on or after this day (Israel time) */
                    from?: string;
                    /** @description Order number, customer name, e-mail or phone */
                    q?: string;
                    status?: unknown;
                    /** @description Placed on or before this day (Israel time) */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allow_backorder?: boolean;
                        author_ids?: number[];
                        category_ids?: number[];
                        description?: string | null;
                        featured?: boolean;
                        images?: string[];
                        is_active?: boolean;
                        isbn?: string | null;
                        /** @enum {string} */
                        kind?: "printed_book" | "ebook" | "audiobook" | "merchandise" | "event_ticket";
                        language?: string | null;
                        name: string;
                        pages?: number | null;
                        price: number;
                        publisher?: string | null;
                        sale_from?: (string) | null;
                        sale_price?: number | null;
                        sale_to?: (string) | null;
                        short_description?: string | null;
                        sku?: string | null;
                        slug?: string | "";
                        stock_quantity?: number;
                        track_stock?: boolean;
                        vat_included?: boolean;
                        weight_grams?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List product_category (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    limit?: number;
                    order?: "asc" | "desc";
                    parent_id?: number;
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "slug" | "parent_id" | "description" | "image" | "is_active" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ProductCategory"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a product_category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        image?: string | null;
                        is_active?: boolean;
                        name: string;
                        parent_id?: number | null;
                        slug?: string | "";
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductCategory"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product_category */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductCategory"];
                    };
                };
            };
        };
        /** Change a product_category (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        image?: string | null;
                        is_active?: boolean;
                        name?: string;
                        parent_id?: number | null;
                        slug?: string | "";
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductCategory"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a product_category and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one product_category: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a product_category replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductCategory"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several product_category in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several product_category the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string | null;
                            image?: string | null;
                            is_active?: boolean;
                            name?: string;
                            parent_id?: number | null;
                            slug?: string | "";
                            sort_order?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ProductCategory"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted product_category records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted product_category with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductCategory"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export product_category: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    order?: "asc" | "desc";
                    parent_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "slug" | "parent_id" | "description" | "image" | "is_active" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import product_category: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of product_category, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of product_category with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product_category/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of product_category: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        /** Change a product (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allow_backorder?: boolean;
                        author_ids?: number[];
                        category_ids?: number[];
                        description?: string | null;
                        featured?: boolean;
                        images?: string[];
                        is_active?: boolean;
                        isbn?: string | null;
                        /** @enum {string} */
                        kind?: "printed_book" | "ebook" | "audiobook" | "merchandise" | "event_ticket";
                        language?: string | null;
                        name?: string;
                        pages?: number | null;
                        price?: number;
                        publisher?: string | null;
                        sale_from?: (string) | null;
                        sale_price?: number | null;
                        sale_to?: (string) | null;
                        short_description?: string | null;
                        sku?: string | null;
                        slug?: string | "";
                        stock_quantity?: number;
                        track_stock?: boolean;
                        vat_included?: boolean;
                        weight_grams?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a product and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one product: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a product replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several product in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (category_ids, author_ids) on several product in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "category_ids" | "author_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several product the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            allow_backorder?: boolean;
                            author_ids?: number[];
                            category_ids?: number[];
                            description?: string | null;
                            featured?: boolean;
                            images?: string[];
                            is_active?: boolean;
                            isbn?: string | null;
                            /** @enum {string} */
                            kind?: "printed_book" | "ebook" | "audiobook" | "merchandise" | "event_ticket";
                            language?: string | null;
                            name?: string;
                            pages?: number | null;
                            price?: number;
                            publisher?: string | null;
                            sale_from?: (string) | null;
                            sale_price?: number | null;
                            sale_to?: (string) | null;
                            short_description?: string | null;
                            sku?: string | null;
                            slug?: string | "";
                            stock_quantity?: number;
                            track_stock?: boolean;
                            vat_included?: boolean;
                            weight_grams?: number | null;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Product"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted product records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted product with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export product: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    author_ids?: number;
                    category_ids?: number;
                    featured?: boolean;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    kind?: "printed_book" | "ebook" | "audiobook" | "merchandise" | "event_ticket";
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "slug" | "sku" | "kind" | "short_description" | "price" | "sale_price" | "sale_from" | "sale_to" | "vat_included" | "stock_quantity" | "track_stock" | "allow_backorder" | "weight_grams" | "isbn" | "publisher" | "pages" | "language" | "is_active" | "featured";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import product: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of product, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of product with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/product/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of product: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a promotion */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        applies_to?: "order" | "categories" | "products";
                        buy_quantity?: number | null;
                        category_ids?: number[];
                        ends_at?: (string) | null;
                        get_quantity?: number | null;
                        is_active?: boolean;
                        /** @enum {string} */
                        kind: "percent_off" | "amount_off" | "free_shipping" | "buy_x_get_y";
                        min_order?: number | null;
                        name: string;
                        priority?: number;
                        product_ids?: number[];
                        stackable?: boolean;
                        starts_at?: (string) | null;
                        value?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Promotion"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Promotion"];
                    };
                };
            };
        };
        /** Change a promotion (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        applies_to?: "order" | "categories" | "products";
                        buy_quantity?: number | null;
                        category_ids?: number[];
                        ends_at?: (string) | null;
                        get_quantity?: number | null;
                        is_active?: boolean;
                        /** @enum {string} */
                        kind?: "percent_off" | "amount_off" | "free_shipping" | "buy_x_get_y";
                        min_order?: number | null;
                        name?: string;
                        priority?: number;
                        product_ids?: number[];
                        stackable?: boolean;
                        starts_at?: (string) | null;
                        value?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Promotion"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a promotion and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one promotion: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a promotion replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Promotion"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several promotion in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (category_ids, product_ids) on several promotion in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "category_ids" | "product_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several promotion the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            applies_to?: "order" | "categories" | "products";
                            buy_quantity?: number | null;
                            category_ids?: number[];
                            ends_at?: (string) | null;
                            get_quantity?: number | null;
                            is_active?: boolean;
                            /** @enum {string} */
                            kind?: "percent_off" | "amount_off" | "free_shipping" | "buy_x_get_y";
                            min_order?: number | null;
                            name?: string;
                            priority?: number;
                            product_ids?: number[];
                            stackable?: boolean;
                            starts_at?: (string) | null;
                            value?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Promotion"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted promotion records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted promotion with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Promotion"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export promotion: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    category_ids?: number;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    kind?: "percent_off" | "amount_off" | "free_shipping" | "buy_x_get_y";
                    order?: "asc" | "desc";
                    product_ids?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "kind" | "value" | "buy_quantity" | "get_quantity" | "applies_to" | "min_order" | "starts_at" | "ends_at" | "priority" | "stackable" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import promotion: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of promotion, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of promotion with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotion/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of promotion: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List promotion (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    category_ids?: number;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    kind?: "percent_off" | "amount_off" | "free_shipping" | "buy_x_get_y";
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    product_ids?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "kind" | "value" | "buy_quantity" | "get_quantity" | "applies_to" | "min_order" | "starts_at" | "ends_at" | "priority" | "stackable" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Promotion"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a shipping_option */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        is_active?: boolean;
                        is_default?: boolean;
                        name: string;
                        price: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShippingOption"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shipping_option */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShippingOption"];
                    };
                };
            };
        };
        /** Change a shipping_option (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        is_active?: boolean;
                        is_default?: boolean;
                        name?: string;
                        price?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShippingOption"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a shipping_option and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one shipping_option: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a shipping_option replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShippingOption"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several shipping_option in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several shipping_option the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            is_active?: boolean;
                            is_default?: boolean;
                            name?: string;
                            price?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShippingOption"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted shipping_option records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted shipping_option with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShippingOption"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export shipping_option: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    active_only?: boolean;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "price" | "is_active" | "is_default";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import shipping_option: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of shipping_option, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of shipping_option with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_option/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of shipping_option: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/shipping_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shipping_option (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    active_only?: boolean;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "price" | "is_active" | "is_default";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ShippingOption"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a subscription_option */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        benefits?: ("library" | "newsletter" | "discounts" | "events")[];
                        /** @enum {string} */
                        billing_period?: "month" | "year";
                        description?: string | null;
                        is_active?: boolean;
                        name: string;
                        price: number;
                        trial_days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionOption"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription_option */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionOption"];
                    };
                };
            };
        };
        /** Change a subscription_option (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        benefits?: ("library" | "newsletter" | "discounts" | "events")[];
                        /** @enum {string} */
                        billing_period?: "month" | "year";
                        description?: string | null;
                        is_active?: boolean;
                        name?: string;
                        price?: number;
                        trial_days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionOption"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a subscription_option and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one subscription_option: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a subscription_option replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionOption"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several subscription_option in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several subscription_option the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            benefits?: ("library" | "newsletter" | "discounts" | "events")[];
                            /** @enum {string} */
                            billing_period?: "month" | "year";
                            description?: string | null;
                            is_active?: boolean;
                            name?: string;
                            price?: number;
                            trial_days?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SubscriptionOption"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted subscription_option records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted subscription_option with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionOption"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export subscription_option: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    billing_period?: "month" | "year";
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "billing_period" | "price" | "trial_days" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import subscription_option: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of subscription_option, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of subscription_option with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_option/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of subscription_option: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecommerce/subscription_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscription_option (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    billing_period?: "month" | "year";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "billing_period" | "price" | "trial_days" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SubscriptionOption"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail accounts, with their last check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EmailAccount"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a mail account (its passwords are stored encrypted and never answered) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @default  */
                        from_name?: string;
                        imap_host: string;
                        imap_password: string;
                        /** @default 993 */
                        imap_port?: number;
                        /** @default true */
                        imap_tls?: boolean;
                        imap_user: string;
                        /** @default true */
                        is_active?: boolean;
                        name: string;
                        smtp_host: string;
                        /** @description Default: the IMAP password */
                        smtp_password?: string;
                        /** @default 465 */
                        smtp_port?: number;
                        /** @default true */
                        smtp_tls?: boolean;
                        /** @description Default: the IMAP user */
                        smtp_user?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailAccount"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mail account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailAccount"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a mail account; its inquiries stay */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a mail account; a password left out stays as it is */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email?: string;
                        from_name?: string;
                        imap_host?: string;
                        /** @description Leave out to keep the stored one */
                        imap_password?: string;
                        imap_port?: number;
                        imap_tls?: boolean;
                        imap_user?: string;
                        is_active?: boolean;
                        name?: string;
                        smtp_host?: string;
                        /** @description Leave out to keep the stored one */
                        smtp_password?: string;
                        smtp_port?: number;
                        smtp_tls?: boolean;
                        smtp_user?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailAccount"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/email/accounts/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read new mail now: answers what was found, or why the server could not be read (also kept on the account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailCheckResult"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/accounts/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest mails this account received */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SupportMessage"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/accounts/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try settings without saving them: sign in to IMAP and to SMTP */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        imap_host: string;
                        imap_password: string;
                        /** @default 993 */
                        imap_port?: number;
                        /** @default true */
                        imap_tls?: boolean;
                        imap_user: string;
                        smtp_host: string;
                        /** @description Default: the IMAP password */
                        smtp_password?: string;
                        /** @default 465 */
                        smtp_port?: number;
                        /** @default true */
                        smtp_tls?: boolean;
                        /** @description Default: the IMAP user */
                        smtp_user?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imap: {
                                error: string | null;
                                error_code: string | null;
                                ok: boolean;
                            };
                            smtp: {
                                error: string | null;
                                error_code: string | null;
                                ok: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/domain/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a domain can receive mail (MX look-up, cached) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailDomainCheck"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file record by path_key (readable by whoever may read what holds the file) */
        get: {
            parameters: {
                query: {
                    /** @description A stored file's key, as the upload answered it */
                    path_key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRecord"];
                    };
                };
            };
        };
        /** Change a file's name or tags (the uploader or a superuser) */
        put: {
            parameters: {
                query: {
                    /** @description A stored file's key, as the upload answered it */
                    path_key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Only what is given changes */
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        tags?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRecord"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a file and its thumbnail (the uploader or a superuser) */
        delete: {
            parameters: {
                query: {
                    /** @description A stored file's key, as the upload answered it */
                    path_key: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/browse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The files screen: a folder with its subfolders, a name search and a tag, newest first (superusers) */
        get: {
            parameters: {
                query?: {
                    dir_path?: string;
                    limit?: number;
                    q?: string;
                    skip?: number;
                    tag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["FileRecord"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file's bytes: public files for anyone, others by the record's signed url or a session; Range supported */
        get: {
            parameters: {
                query: {
                    download?: "1" | "true";
                    exp?: number;
                    /** @description A stored file's key, as the upload answered it */
                    path_key: string;
                    sig?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file's bytes, with its own content type */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description The asked range of the bytes */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every folder with its number of files and bytes, and the storage used in all (superusers) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folders: {
                                bytes: number;
                                dir_path: string;
                                files: number;
                            }[];
                            /** @description 'local' or 's3' */
                            storage: string;
                            total_bytes: number;
                            total_files: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an upload may be: largest size and the allowed types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            max_bytes: number;
                            types: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The files of one folder or several (dir_path repeated), newest first */
        get: {
            parameters: {
                query: {
                    dir_path: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRecord"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Several file records at once (the records of a form or a list page); unknown keys, and files the user may not read, are left out */
        get: {
            parameters: {
                query: {
                    path_key: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRecord"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An image's WebP thumbnail (as download) */
        get: {
            parameters: {
                query: {
                    download?: "1" | "true";
                    exp?: number;
                    /** @description A stored file's key, as the upload answered it */
                    path_key: string;
                    sig?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file's bytes, with its own content type */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files_v2/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one file (multipart field `upload`); the type is read from its bytes */
        post: {
            parameters: {
                query?: {
                    dir_path?: string;
                    tags?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRecord"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forms, newest change first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    q?: string;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                created_at: string;
                                description: string;
                                id: number;
                                last_submission_at: string | null;
                                name: string;
                                /** @description Open now: open, not past its closing time and under its submission limit */
                                open: boolean;
                                /** @description The form schema (definitions/forms/rules.ts FormSchema) */
                                schema: unknown;
                                settings: {
                                    /** @default null */
                                    closes_at: string | null;
                                    /** @default true */
                                    is_open: boolean;
                                    /** @default [] */
                                    notify_emails: string[];
                                    /** @default null */
                                    redirect_url: string | null;
                                    /** @default true */
                                    step_validation: boolean;
                                    /** @default null */
                                    submission_limit: number | null;
                                    /** @default  */
                                    success_message: string;
                                };
                                submission_count: number;
                                title: string;
                                updated_at: string;
                                version: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a form (an empty one-step schema unless given) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name: string;
                        schema?: {
                            steps: {
                                elements: components["schemas"]["FormElementInput"][];
                                id: string;
                                title: string;
                                when?: {
                                    field: string;
                                    /** @enum {string} */
                                    op: "equals" | "not_equals" | "contains" | "filled" | "empty" | "gt" | "lt";
                                    value?: (string | number | boolean) | null;
                                };
                            }[];
                        };
                        settings?: {
                            /** @default null */
                            closes_at?: string | null;
                            /** @default true */
                            is_open?: boolean;
                            /** @default [] */
                            notify_emails?: string[];
                            /** @default null */
                            redirect_url?: string | null;
                            /** @default true */
                            step_validation?: boolean;
                            /** @default null */
                            submission_limit?: number | null;
                            /** @default  */
                            success_message?: string;
                        };
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            description: string;
                            id: number;
                            last_submission_at: string | null;
                            name: string;
                            /** @description Open now: open, not past its closing time and under its submission limit */
                            open: boolean;
                            /** @description The form schema (definitions/forms/rules.ts FormSchema) */
                            schema: unknown;
                            settings: {
                                /** @default null */
                                closes_at: string | null;
                                /** @default true */
                                is_open: boolean;
                                /** @default [] */
                                notify_emails: string[];
                                /** @default null */
                                redirect_url: string | null;
                                /** @default true */
                                step_validation: boolean;
                                /** @default null */
                                submission_limit: number | null;
                                /** @default  */
                                success_message: string;
                            };
                            submission_count: number;
                            title: string;
                            updated_at: string;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Submissions of a form, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Sent on or after this day (UTC) */
                    from?: string;
                    limit?: number;
                    order?: "asc" | "desc";
                    /** @description Words found anywhere in the answers */
                    q?: string;
                    skip?: number;
                    /** @description Sent on or before this day (UTC) */
                    to?: string;
                };
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                created_at: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                form_id: number;
                                id: number;
                                person_id: number | null;
                                person_name: string | null;
                                user_id: string | null;
                                version: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        /** Change a form; a changed schema is a new version (earlier submissions keep theirs) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name?: string;
                        schema?: {
                            steps: {
                                elements: components["schemas"]["FormElementInput"][];
                                id: string;
                                title: string;
                                when?: {
                                    field: string;
                                    /** @enum {string} */
                                    op: "equals" | "not_equals" | "contains" | "filled" | "empty" | "gt" | "lt";
                                    value?: (string | number | boolean) | null;
                                };
                            }[];
                        };
                        settings?: {
                            /** @default null */
                            closes_at?: string | null;
                            /** @default true */
                            is_open?: boolean;
                            /** @default [] */
                            notify_emails?: string[];
                            /** @default null */
                            redirect_url?: string | null;
                            /** @default true */
                            step_validation?: boolean;
                            /** @default null */
                            submission_limit?: number | null;
                            /** @default  */
                            success_message?: string;
                        };
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            description: string;
                            id: number;
                            last_submission_at: string | null;
                            name: string;
                            /** @description Open now: open, not past its closing time and under its submission limit */
                            open: boolean;
                            /** @description The form schema (definitions/forms/rules.ts FormSchema) */
                            schema: unknown;
                            settings: {
                                /** @default null */
                                closes_at: string | null;
                                /** @default true */
                                is_open: boolean;
                                /** @default [] */
                                notify_emails: string[];
                                /** @default null */
                                redirect_url: string | null;
                                /** @default true */
                                step_validation: boolean;
                                /** @default null */
                                submission_limit: number | null;
                                /** @default  */
                                success_message: string;
                            };
                            submission_count: number;
                            title: string;
                            updated_at: string;
                            version: number;
                        };
                    };
                };
            };
        };
        /** Send a form (no sign-in needed): checked against its schema; hidden fields are neither required nor kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                        /** @description Staff only: the customer it is for */
                        person_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                            form_id: number;
                            id: number;
                            person_id: number | null;
                            person_name: string | null;
                            user_id: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        /** Delete a form with its submissions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{name}/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Submissions per day (Israel time) over the last `days` days */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            day: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{name}/definition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One form with its schema and settings (staff), and the schemas of the forms it nests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created_at: string;
                            description: string;
                            id: number;
                            last_submission_at: string | null;
                            name: string;
                            /** @description The schemas of the forms its bagelform elements nest, by name */
                            nested: {
                                [key: string]: unknown;
                            };
                            /** @description Open now: open, not past its closing time and under its submission limit */
                            open: boolean;
                            /** @description The form schema (definitions/forms/rules.ts FormSchema) */
                            schema: unknown;
                            settings: {
                                /** @default null */
                                closes_at: string | null;
                                /** @default true */
                                is_open: boolean;
                                /** @default [] */
                                notify_emails: string[];
                                /** @default null */
                                redirect_url: string | null;
                                /** @default true */
                                step_validation: boolean;
                                /** @default null */
                                submission_limit: number | null;
                                /** @default  */
                                success_message: string;
                            };
                            submission_count: number;
                            title: string;
                            updated_at: string;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{name}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the public page needs to show a form (no sign-in) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            name: string;
                            /** @description The schemas of the forms its bagelform elements nest, by name */
                            nested: {
                                [key: string]: unknown;
                            };
                            open: boolean;
                            redirect_url: string | null;
                            schema: unknown;
                            step_validation: boolean;
                            success_message: string;
                            title: string;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{name}/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one submission */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{name}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a file for a form's upload field (no sign-in needed; multipart field `upload`); its path_key goes in the answers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mime_type: string;
                            name: string;
                            path_key: string;
                            size: number;
                            thumbnail_url: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "ok";
                            /** @enum {string} */
                            queue: "ok" | "off";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Queues with their counts and schedules, and the jobs waiting to be tried again or that failed every try */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failing: {
                                attempts: number;
                                created_at: string;
                                error: string;
                                error_code: string | null;
                                failed_at: string | null;
                                id: string;
                                next_try_at: string | null;
                                queue: string;
                                /** @enum {string} */
                                state: "retry" | "failed";
                            }[];
                            queues: {
                                failed: number;
                                name: string;
                                running: number;
                                schedule: {
                                    cron: string;
                                    next_run: string | null;
                                    time_zone: string;
                                } | null;
                                waiting: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{queue}/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a waiting job, or dismiss a failed one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    queue: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{queue}/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a failed job back in its queue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    queue: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{queue}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one job of a queue's work now (409 while one already waits) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    queue: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/app_home_item_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the app's home shows now (or at `at`): featured categories with their published items, active collections in order, active adverts by placement */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at?: string;
                        /** @default 12 */
                        per_row?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryAppHome"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a library_category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        featured?: boolean;
                        icon?: string | null;
                        name: string;
                        parent_id?: number | null;
                        slug?: string | "";
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCategory"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The app's categories in their order (only the featured ones with only_featured) */
        get: {
            parameters: {
                query?: {
                    only_featured?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            featured: boolean;
                            icon: string | null;
                            id: number;
                            name: string;
                            parent_id: number | null;
                            slug: string;
                            sort_order: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder categories in one transaction: the given ids take the places they held among all categories, in the order given; every category is then numbered 10, 20, 30... (send the previous order to undo) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Every category in its new order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            featured: boolean;
                            icon: string | null;
                            id: number;
                            name: string;
                            parent_id: number | null;
                            slug: string;
                            sort_order: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One library_category */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCategory"];
                    };
                };
            };
        };
        /** Change a library_category (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        featured?: boolean;
                        icon?: string | null;
                        name?: string;
                        parent_id?: number | null;
                        slug?: string | "";
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCategory"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a library_category and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one library_category: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a library_category replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCategory"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several library_category in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several library_category the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            featured?: boolean;
                            icon?: string | null;
                            name?: string;
                            parent_id?: number | null;
                            slug?: string | "";
                            sort_order?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryCategory"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted library_category records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted library_category with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCategory"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export library_category: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    featured?: boolean;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    parent_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "icon" | "name" | "slug" | "parent_id" | "featured" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import library_category: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of library_category, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of library_category with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/category/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of library_category: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a library_collection */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        is_active?: boolean;
                        item_ids?: number[];
                        name: string;
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCollection"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List library_collection (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    item_ids?: number;
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "is_active" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryCollection"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One library_collection */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCollection"];
                    };
                };
            };
        };
        /** Change a library_collection (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        is_active?: boolean;
                        item_ids?: number[];
                        name?: string;
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCollection"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a library_collection and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one library_collection: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a library_collection replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCollection"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder a collection's items: `item_ids` holds the same items in their new order (send the previous order to undo) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        item_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            item_ids: number[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several library_collection in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (item_ids) on several library_collection in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "item_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several library_collection the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string | null;
                            is_active?: boolean;
                            item_ids?: number[];
                            name?: string;
                            sort_order?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryCollection"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted library_collection records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted library_collection with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryCollection"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export library_collection: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    is_active?: boolean;
                    item_ids?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "is_active" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import library_collection: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of library_collection, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of library_collection with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/collection_item/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of library_collection: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a library_item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        access?: "free" | "subscription" | "purchase";
                        author_ids?: number[];
                        category_ids?: number[];
                        cover?: string | null;
                        description?: string | null;
                        duration_minutes?: number | null;
                        featured?: boolean;
                        files?: string[];
                        home_order?: number | null;
                        isbn?: string | null;
                        /** @enum {string} */
                        kind?: "ebook" | "audiobook" | "pdf" | "article" | "video";
                        language?: string;
                        pages?: number | null;
                        product_id?: number | null;
                        published_on?: string | null;
                        /** @enum {string} */
                        status?: "draft" | "published";
                        subscription_option_id?: number | null;
                        subtitle?: string | null;
                        tags?: string[];
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Items by filters, search, sort and paging given in the body (the app and the admin; a reader sees published items only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default {} */
                        filters?: {
                            /** @enum {string} */
                            access?: "free" | "subscription" | "purchase";
                            category_id?: number;
                            featured?: boolean;
                            /** @enum {string} */
                            kind?: "ebook" | "audiobook" | "pdf" | "article" | "video";
                            /** @enum {string} */
                            status?: "draft" | "published";
                        };
                        /** @default 50 */
                        limit?: number;
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                        /** @description Title, subtitle, an author name or the ISBN */
                        q?: string;
                        /** @default 0 */
                        skip?: number;
                        /**
                         * @default id
                         * @enum {string}
                         */
                        sort?: "id" | "title" | "created_at" | "published_on" | "home_order";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                [key: string]: unknown;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One library_item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItem"];
                    };
                };
            };
        };
        /** Change a library_item (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        access?: "free" | "subscription" | "purchase";
                        author_ids?: number[];
                        category_ids?: number[];
                        cover?: string | null;
                        description?: string | null;
                        duration_minutes?: number | null;
                        featured?: boolean;
                        files?: string[];
                        home_order?: number | null;
                        isbn?: string | null;
                        /** @enum {string} */
                        kind?: "ebook" | "audiobook" | "pdf" | "article" | "video";
                        language?: string;
                        pages?: number | null;
                        product_id?: number | null;
                        published_on?: string | null;
                        /** @enum {string} */
                        status?: "draft" | "published";
                        subscription_option_id?: number | null;
                        subtitle?: string | null;
                        tags?: string[];
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItem"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a library_item and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one library_item: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a library_item replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}/collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put an item into a collection (at `position`, default last; already there: moved) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        collection_id: number;
                        position?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            collection_id: number;
                            item_ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An item's cover and content files (e-book, audio, PDF) as file records whose signed urls read the bytes for 1 to 2 hours (Range supported). A reader gets them only for a published item in their own library (another item: 403); staff for any item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItemContent"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}/readers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has an item: each person, granted how, when and by whom, with their progress (last opened first) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryReader"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An item's readers in numbers: how many have it, started, finished, opened it in the last 30 days, and their average progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItemStats"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several library_item in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (author_ids, category_ids) on several library_item in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "author_ids" | "category_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several library_item the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            access?: "free" | "subscription" | "purchase";
                            author_ids?: number[];
                            category_ids?: number[];
                            cover?: string | null;
                            description?: string | null;
                            duration_minutes?: number | null;
                            featured?: boolean;
                            files?: string[];
                            home_order?: number | null;
                            isbn?: string | null;
                            /** @enum {string} */
                            kind?: "ebook" | "audiobook" | "pdf" | "article" | "video";
                            language?: string;
                            pages?: number | null;
                            product_id?: number | null;
                            published_on?: string | null;
                            /** @enum {string} */
                            status?: "draft" | "published";
                            subscription_option_id?: number | null;
                            subtitle?: string | null;
                            tags?: string[];
                            title?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryItem"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted library_item records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted library_item with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryItem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export library_item: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    access?: "free" | "subscription" | "purchase";
                    author_ids?: number;
                    category_ids?: number;
                    featured?: boolean;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    kind?: "ebook" | "audiobook" | "pdf" | "article" | "video";
                    order?: "asc" | "desc";
                    product_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "cover" | "title" | "subtitle" | "isbn" | "kind" | "language" | "pages" | "duration_minutes" | "published_on" | "access" | "subscription_option_id" | "product_id" | "status" | "featured" | "home_order";
                    status?: "draft" | "published";
                    subscription_option_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import library_item: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of library_item, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of library_item with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/item/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of library_item: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List library_item (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    access?: "free" | "subscription" | "purchase";
                    author_ids?: number;
                    category_ids?: number;
                    featured?: boolean;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    kind?: "ebook" | "audiobook" | "pdf" | "article" | "video";
                    limit?: number;
                    order?: "asc" | "desc";
                    product_id?: number;
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "cover" | "title" | "subtitle" | "isbn" | "kind" | "language" | "pages" | "duration_minutes" | "published_on" | "access" | "subscription_option_id" | "product_id" | "status" | "featured" | "home_order";
                    status?: "draft" | "published";
                    subscription_option_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryItem"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/lib_item_link/person/{person_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's library: the items granted, why, by whom and when, with their progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    person_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryLink"][];
                    };
                };
            };
        };
        put?: never;
        /** Grant an item to a person with the reason (409 ALREADY_GRANTED when they have it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    person_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        item_id: number;
                        /**
                         * @default gift
                         * @enum {string}
                         */
                        reason?: "bought" | "subscription" | "gift";
                    };
                };
            };
            responses: {
                /** @description The person's library after the grant */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryLink"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/lib_item_link/person/{person_id}/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take an item out of a person's library (its progress goes too) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    item_id: number;
                    person_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/lib_item_link/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in reader's library: published items granted to them, why and when, with their progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReaderLibraryItem"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record how far a person is in an item of their library; a reading older than the stored one (by `read_at`) leaves it as it is. A reader records their own (person_id left out, or their own: another's is 403) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        item_id: number;
                        percent: number;
                        person_id?: number;
                        /**
                         * Format: date-time
                         * @description The device's time of this reading
                         */
                        read_at: string;
                        seconds?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description false: a newer reading was already stored */
                            applied: boolean;
                            percent: number;
                            /** Format: date-time */
                            read_at: string;
                            seconds: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/raw_category_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List library_category (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    featured?: boolean;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    parent_id?: number;
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "icon" | "name" | "slug" | "parent_id" | "featured" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["LibraryCategory"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a reader of the library app: an active account for the app only (never the admin), linked to a new person */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default  */
                        first_name?: string;
                        /** @default  */
                        last_name?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            person_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the composer may send from: mail accounts, the default sender, WhatsApp numbers; the merge fields */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: {
                                accounts: {
                                    email: string;
                                    from_name: string;
                                    id: number;
                                    name: string;
                                }[];
                                /** @description The server mailer's address (MAIL_FROM), used when no account is chosen */
                                default_address: string;
                                default_from_name: string;
                            };
                            merge_fields: string[];
                            whatsapp: {
                                /** @enum {string} */
                                mode: "stub" | "cloud";
                                numbers: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The subject and content with the merge fields filled from the customer, and the unknown field names */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "email" | "whatsapp";
                        content: string;
                        /** @description The customer the merge fields come from and the note goes to; else found by the address or number */
                        person_id?: number;
                        /**
                         * @description E-mail only
                         * @default
                         */
                        subject?: string;
                        /** @default  */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            person_id: number | null;
                            person_name: string | null;
                            subject: string;
                            unknown_fields: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an e-mail or a WhatsApp message; kept on the customer as a note (or in the inquiry thread). A refused send answers state failed with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Send through this mail account's SMTP; else the server's mailer */
                        account_id?: number;
                        /** @enum {string} */
                        channel: "email" | "whatsapp";
                        content: string;
                        from_name?: string;
                        /** @description Send as a reply in this inquiry's thread (its account and address) */
                        inquiry_id?: number;
                        /** @description The customer the merge fields come from and the note goes to; else found by the address or number */
                        person_id?: number;
                        /** Format: email */
                        reply_to?: string;
                        /**
                         * @description E-mail only
                         * @default
                         */
                        subject?: string;
                        /** @description An e-mail address, or a phone number for WhatsApp */
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A sent e-mail: a mail server took it, or it was written to the outbox folder (SMTP_URL is not set) */
                            delivery: ("smtp" | "outbox") | null;
                            /** @description What the mail server or WhatsApp said when it refused */
                            error: string | null;
                            error_code: string | null;
                            note_id: number | null;
                            /**
                             * @description stub: WhatsApp without settings, nothing was sent
                             * @enum {string}
                             */
                            state: "sent" | "stub" | "failed";
                            support_message_id: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List message_template (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    active_only?: boolean;
                    channel?: "email" | "whatsapp";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "channel" | "subject" | "content" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["MessageTemplate"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a message_template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel?: "email" | "whatsapp";
                        content: string;
                        is_active?: boolean;
                        name: string;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageTemplate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message_template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageTemplate"];
                    };
                };
            };
        };
        /** Change a message_template (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel?: "email" | "whatsapp";
                        content?: string;
                        is_active?: boolean;
                        name?: string;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageTemplate"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a message_template and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one message_template: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a message_template replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageTemplate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several message_template in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several message_template the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            channel?: "email" | "whatsapp";
                            content?: string;
                            is_active?: boolean;
                            name?: string;
                            subject?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["MessageTemplate"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted message_template records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted message_template with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageTemplate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export message_template: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    active_only?: boolean;
                    channel?: "email" | "whatsapp";
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "channel" | "subject" | "content" | "is_active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import message_template: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of message_template, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of message_template with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of message_template: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (bearer METRICS_TOKEN) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List newsletter_campaign (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    list_ids?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    segment_id?: number;
                    skip?: number;
                    sort?: "id" | "name" | "subject" | "status" | "scheduled_at" | "started_at" | "finished_at" | "created_at" | "updated_at";
                    status?: "draft" | "scheduled" | "sending" | "paused" | "sent" | "cancelled";
                    template_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterCampaign"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a newsletter_campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        from_email?: string | null;
                        from_name?: string | null;
                        /** @enum {string} */
                        language?: "he" | "en";
                        list_ids?: number[];
                        name: string;
                        preheader?: string | null;
                        reply_to?: string | null;
                        segment_id?: number | null;
                        subject: string;
                        template_id?: number | null;
                        track_clicks?: boolean;
                        track_opens?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterCampaign"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One newsletter_campaign */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterCampaign"];
                    };
                };
            };
        };
        /** Change a newsletter_campaign (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        from_email?: string | null;
                        from_name?: string | null;
                        /** @enum {string} */
                        language?: "he" | "en";
                        list_ids?: number[];
                        name?: string;
                        preheader?: string | null;
                        reply_to?: string | null;
                        segment_id?: number | null;
                        subject?: string;
                        template_id?: number | null;
                        track_clicks?: boolean;
                        track_opens?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterCampaign"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a newsletter_campaign and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel: nothing more is sent (409 CAMPAIGN_STATUS when not possible now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finished_at: string | null;
                            id: number;
                            scheduled_at: string | null;
                            started_at: string | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one newsletter_campaign: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a newsletter_campaign replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterCampaign"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause sending (409 CAMPAIGN_STATUS when not possible now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finished_at: string | null;
                            id: number;
                            scheduled_at: string | null;
                            started_at: string | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign as e-mail HTML, merge fields filled with a sample recipient */
        get: {
            parameters: {
                query?: {
                    first_name?: string;
                    last_name?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            html: string;
                            subject: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the campaign would go to now: the count after removing people not subscribed, bounced or complained addresses, people without e-mail, duplicates across lists and those outside the segment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bounced: number;
                            duplicates: number;
                            listed: number;
                            no_email: number;
                            not_in_segment: number;
                            not_subscribed: number;
                            recipients: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused campaign (409 CAMPAIGN_STATUS when not possible now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finished_at: string | null;
                            id: number;
                            scheduled_at: string | null;
                            started_at: string | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send now, or at `scheduled_at` (the recipients are chosen then). 409 CAMPAIGN_STATUS unless draft or scheduled; 422 when it lacks content, lists or recipients */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        scheduled_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finished_at: string | null;
                            id: number;
                            scheduled_at: string | null;
                            started_at: string | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent, failed, bounced, unsubscribed, opens and clicks (all and unique), per link and per hour */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bounced: number;
                            cancelled: number;
                            clicks: number;
                            failed: number;
                            links: {
                                clicks: number;
                                unique_clicks: number;
                                url: string;
                            }[];
                            opens: number;
                            queued: number;
                            recipients: number;
                            sending: number;
                            sent: number;
                            timeline: {
                                clicks: number;
                                hour: string;
                                opens: number;
                                sent: number;
                            }[];
                            unique_clicks: number;
                            unique_opens: number;
                            unsubscribed: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the campaign now to the given addresses as a test (its links work but change nothing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emails: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sent: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/{id}/unschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back to draft (409 CAMPAIGN_STATUS when not possible now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finished_at: string | null;
                            id: number;
                            scheduled_at: string | null;
                            started_at: string | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several newsletter_campaign in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/bulk/refs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, remove or replace linked ids (list_ids) on several newsletter_campaign in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        field: "list_ids";
                        ids: number[];
                        /** @enum {string} */
                        mode: "add" | "remove" | "replace";
                        values: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changed: number;
                            items: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several newsletter_campaign the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            content?: string;
                            from_email?: string | null;
                            from_name?: string | null;
                            /** @enum {string} */
                            language?: "he" | "en";
                            list_ids?: number[];
                            name?: string;
                            preheader?: string | null;
                            reply_to?: string | null;
                            segment_id?: number | null;
                            subject?: string;
                            template_id?: number | null;
                            track_clicks?: boolean;
                            track_opens?: boolean;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterCampaign"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted newsletter_campaign records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted newsletter_campaign with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterCampaign"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export newsletter_campaign: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    list_ids?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    segment_id?: number;
                    sort?: "id" | "name" | "subject" | "status" | "scheduled_at" | "started_at" | "finished_at" | "created_at" | "updated_at";
                    status?: "draft" | "scheduled" | "sending" | "paused" | "sent" | "cancelled";
                    template_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import newsletter_campaign: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of newsletter_campaign, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of newsletter_campaign with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/campaigns/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of newsletter_campaign: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People on at least one list, with their lists and statuses */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    list_id?: number;
                    q?: string;
                    skip?: number;
                    status?: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                email: string | null;
                                first_name: string;
                                id: number;
                                last_name: string;
                                lists: {
                                    changed_at: string;
                                    list_id: number;
                                    list_name: string;
                                    /** @enum {string} */
                                    status: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's lists, the history of every change, and the campaigns sent to them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaigns: {
                                campaign_id: number;
                                campaign_name: string;
                                clicked: boolean;
                                opened: boolean;
                                sent_at: string | null;
                                status: string;
                                subject: string;
                            }[];
                            email: string | null;
                            first_name: string;
                            history: {
                                campaign_id: number | null;
                                created_at: string;
                                from_status: ("subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained") | null;
                                /** @description A bigint: PostgreSQL answers it as text */
                                id: number | string;
                                list_id: number;
                                list_name: string;
                                source: string;
                                to_status: ("subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained") | null;
                            }[];
                            id: number;
                            last_name: string;
                            lists: {
                                changed_at: string;
                                list_id: number;
                                list_name: string;
                                source: string;
                                /** @enum {string} */
                                status: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List newsletter_list (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    double_opt_in?: boolean;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    kind?: "public" | "private";
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "kind" | "double_opt_in";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterList"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a newsletter_list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        double_opt_in?: boolean;
                        /** @enum {string} */
                        kind?: "public" | "private";
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterList"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One newsletter_list */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterList"];
                    };
                };
            };
        };
        /** Change a newsletter_list (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        double_opt_in?: boolean;
                        /** @enum {string} */
                        kind?: "public" | "private";
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterList"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a newsletter_list and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one newsletter_list: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a newsletter_list replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterList"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import contacts into a list (one transaction): each row's e-mail finds or creates the customer, who is subscribed (unconfirmed, with a confirmation mail, on a double opt-in list). Those who unsubscribed, bounced or complained are not subscribed again and are reported; rows without a valid e-mail are refused with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            already: number;
                            created: number;
                            failed: {
                                reasons: {
                                    ctx?: {
                                        [key: string]: unknown;
                                    };
                                    input: unknown;
                                    loc: (string | number)[];
                                    msg: string;
                                    type: string;
                                }[];
                                row: number;
                            }[];
                            import_id: number | null;
                            skipped: {
                                email: string;
                                person_id: number;
                                /** @enum {string} */
                                reason: "unsubscribed" | "bounced" | "complained";
                                row: number;
                            }[];
                            total_rows: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list's contact imports, newest first: who, when and the counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            already: number;
                            created: number;
                            /** Format: date-time */
                            created_at: string;
                            created_by: string | null;
                            created_by_email: string | null;
                            failed: number;
                            id: number;
                            list_id: number;
                            reverted_at: string | null;
                            skipped: number;
                            /** @enum {string} */
                            status: "completed" | "reverted";
                            total_rows: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/imports/{importId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert a contact import (one transaction): the memberships it added that are still subscribed or unconfirmed leave the list, and the people it created are deleted unless they have anything else (another list, a note, an order, a second address...) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    importId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number;
                            already: number;
                            created: number;
                            /** Format: date-time */
                            created_at: string;
                            created_by: string | null;
                            created_by_email: string | null;
                            deleted_people: number;
                            failed: number;
                            id: number;
                            kept_people: number;
                            list_id: number;
                            removed: number;
                            reverted_at: string | null;
                            skipped: number;
                            /** @enum {string} */
                            status: "completed" | "reverted";
                            total_rows: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list's members with their status, newest change first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    q?: string;
                    skip?: number;
                    status?: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                email: string | null;
                                first_name: string;
                                id: number;
                                last_name: string;
                                lists: {
                                    changed_at: string;
                                    list_id: number;
                                    list_name: string;
                                    /** @enum {string} */
                                    status: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add people to a list (subscribed; unconfirmed with a confirmation mail when the list asks for double opt-in). The others are still added when some cannot be: each of those is named in `refused` (no_email: no address to send to; not_found); those who unsubscribed, bounced or complained are left as they are */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        person_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: number[];
                            already: number[];
                            refused: {
                                /** @description The person's name (empty when not found) */
                                name: string;
                                person_id: number;
                                /** @enum {string} */
                                reason: "no_email" | "not_found";
                            }[];
                            skipped: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/members/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set one person's status on a list (a person without an e-mail address cannot be subscribed) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    personId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "subscribed" | "unconfirmed" | "unsubscribed" | "bounced" | "complained";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/{id}/members/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take people off a list (their history stays) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        person_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several newsletter_list in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several newsletter_list the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string | null;
                            double_opt_in?: boolean;
                            /** @enum {string} */
                            kind?: "public" | "private";
                            name?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterList"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted newsletter_list records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted newsletter_list with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterList"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export newsletter_list: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    double_opt_in?: boolean;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    kind?: "public" | "private";
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "kind" | "double_opt_in";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import newsletter_list: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of newsletter_list, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of newsletter_list with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of newsletter_list: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/lists/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every list with its number of members per status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bounced: number;
                            double_opt_in: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "public" | "private";
                            name: string;
                            subscribed: number;
                            unconfirmed: number;
                            unsubscribed: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List newsletter_segment (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "name" | "created_at" | "updated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterSegment"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a newsletter_segment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name: string;
                        rules: ({
                            /** @default true */
                            has?: boolean;
                            /** @enum {string} */
                            kind: "active_subscription";
                        } | {
                            days: number;
                            /** @enum {string} */
                            kind: "bought_within_days";
                        } | {
                            city: string;
                            /** @enum {string} */
                            kind: "city";
                        } | {
                            /** @enum {string} */
                            kind: "role";
                            role: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterSegment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One newsletter_segment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterSegment"];
                    };
                };
            };
        };
        /** Change a newsletter_segment (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name?: string;
                        rules?: ({
                            /** @default true */
                            has?: boolean;
                            /** @enum {string} */
                            kind: "active_subscription";
                        } | {
                            days: number;
                            /** @enum {string} */
                            kind: "bought_within_days";
                        } | {
                            city: string;
                            /** @enum {string} */
                            kind: "city";
                        } | {
                            /** @enum {string} */
                            kind: "role";
                            role: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterSegment"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a newsletter_segment and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one newsletter_segment: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a newsletter_segment replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterSegment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several newsletter_segment in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several newsletter_segment the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string | null;
                            name?: string;
                            rules?: ({
                                /** @default true */
                                has?: boolean;
                                /** @enum {string} */
                                kind: "active_subscription";
                            } | {
                                days: number;
                                /** @enum {string} */
                                kind: "bought_within_days";
                            } | {
                                city: string;
                                /** @enum {string} */
                                kind: "city";
                            } | {
                                /** @enum {string} */
                                kind: "role";
                                role: string;
                            })[];
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterSegment"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted newsletter_segment records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted newsletter_segment with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterSegment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export newsletter_segment: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "name" | "created_at" | "updated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import newsletter_segment: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of newsletter_segment, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of newsletter_segment with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/segments/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of newsletter_segment: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List newsletter_template (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterTemplate"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a newsletter_template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        html: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterTemplate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One newsletter_template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterTemplate"];
                    };
                };
            };
        };
        /** Change a newsletter_template (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        html?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterTemplate"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a newsletter_template and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one newsletter_template: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a newsletter_template replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterTemplate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several newsletter_template in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several newsletter_template the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            html?: string;
                            name?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NewsletterTemplate"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted newsletter_template records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted newsletter_template with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewsletterTemplate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export newsletter_template: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import newsletter_template: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of newsletter_template, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of newsletter_template with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of newsletter_template: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A template (not yet saved) rendered as e-mail HTML around sample content, in Hebrew (right to left) or English */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        first_name?: string;
                        html: string;
                        /**
                         * @default he
                         * @enum {string}
                         */
                        language?: "he" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            html: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List note (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    author_id?: string;
                    category?: string;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    ref_id?: number;
                    skip?: number;
                    sort?: "id" | "created_at" | "updated_at" | "category";
                    type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Note"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a note */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string | null;
                        content: string;
                        /** @description Id of the record the note is about */
                        ref_id: number;
                        /**
                         * @description Kind of record: 'person' for customers, else an entity's name
                         * @default person
                         */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Note"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One note */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Note"];
                    };
                };
            };
        };
        /** Change a note (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string | null;
                        content?: string;
                        ref_id?: number;
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Note"];
                    };
                };
            };
        };
        /** Write a note about the record {id} (404 when there is none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category?: string | null;
                        content: string;
                        /**
                         * @description Kind of record: 'person' for customers, else an entity's name
                         * @default person
                         */
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Note"];
                    };
                };
            };
        };
        /** Delete a note and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one note: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a note replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Note"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several note in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several note the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            category?: string | null;
                            content?: string;
                            ref_id?: number;
                            type?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Note"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted note records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted note with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Note"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export note: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    author_id?: string;
                    category?: string;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    ref_id?: number;
                    sort?: "id" | "created_at" | "updated_at" | "category";
                    type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import note: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of note, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of note with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of note: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's notifications, newest first, and how many are unread */
        get: {
            parameters: {
                query?: {
                    kind?: "inquiry_new" | "inquiry_assigned" | "payment_failed" | "payment_unmatched" | "import_finished" | "job_finished" | "note_mention";
                    limit?: number;
                    skip?: number;
                    unread?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Notification"][];
                            total: number;
                            unread: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read (or unread with read=false) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        read?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds notify the signed-in person in the app and which by e-mail (every kind, defaults filled in) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPreferences"];
                    };
                };
            };
        };
        /** Set the signed-in person's preferences for the kinds given (others keep theirs) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPreferences"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the signed-in person read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: the unread count at once, then again with the new notifications whenever they change
         * @description text/event-stream of `update` events, data `{unread, live, fresh: [Notification & {urgent}]}`, and `records` events, data `{paths}`: the API paths of the records another person (or this one) just changed, for lists on screen to refresh. First a `feed` event, data `{paths}`: every API path `records` events may name (a list elsewhere is never told of its changes); the first `records` event names what changed in the last 30 seconds (maybe nothing; every path while the server has not heard the database that long), for lists read just before the stream opened. The stream ends after five minutes; open it again (EventSource does by itself).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the signed-in person has not read (the bell) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/confirm_all_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm every pending order one of whose payment links was paid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/confirm_order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a pending order paid when one of its payment links was paid; `confirmed` false when none was */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmed: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/create_person_subscription_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment link for the person's subscription (the subscription must be theirs) */
        get: {
            parameters: {
                query: {
                    person_id: number;
                    subscription_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentRequest"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/fix_payplus_callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read back from PayPlus every payment link still waiting whose callback never came, and record what PayPlus did (once: a second call changes nothing); zeros on the sandbox */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checked: number;
                            fixed: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/payplus/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** PayPlus's callback for a payment page's transaction (charge or refund), signed in its `hash` header; applied once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data?: ({
                            card_information?: ({
                                four_digits?: string | null;
                                token?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        transaction: {
                            amount: number;
                            more_info?: string | null;
                            payment_page_request_uid?: string | null;
                            status_code: string;
                            type?: string;
                            uid: string;
                        } & {
                            [key: string]: unknown;
                        };
                        transaction_type?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            applied: "paid" | "refunded" | "failed" | "unchanged" | "unmatched";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List people with their contacts (q: name, e-mail, phone in any format or national id; role; ids; has_email) */
        get: {
            parameters: {
                query?: {
                    /** @description true: only people with an e-mail address (whom a newsletter can reach) */
                    has_email?: boolean;
                    /** @description Only these ids, comma-separated (for reference fields) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    /** @description Only people with this role */
                    role?: string;
                    skip?: number;
                    sort?: "id" | "first_name" | "last_name" | "national_id" | "created_at" | "updated_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Person"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a person, or with merge_into save the form into that existing person
         * @description Contacts are normalised: e-mails lower-cased, phones to E.164 (Israel by default), the national id checked. 409 PERSON_EMAIL_EXISTS / PERSON_NATIONAL_ID_EXISTS / PERSON_USER_EXISTS when another person holds one. With merge_into the answer is 200 with the existing person (its empty fields filled, contacts added).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addresses?: {
                            city?: string | null;
                            /**
                             * @description ISO 3166-1 alpha-2
                             * @default IL
                             */
                            country?: string;
                            street?: string | null;
                            zip?: string | null;
                        }[];
                        emails?: {
                            value: string;
                        }[];
                        first_name?: string;
                        last_name?: string;
                        /** @description Save into this existing person instead of creating one (the "yes, merge" answer): contacts added, empty fields filled */
                        merge_into?: number;
                        national_id?: string | null;
                        phones?: {
                            /** @default false */
                            is_primary?: boolean;
                            value: string;
                        }[];
                        roles?: string[];
                        user_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person with contacts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        /**
         * Change a person: fields left out stay; each contact list given replaces the current one, in one transaction
         * @description Entries of a replaced list that stay keep their ids; an address with an id changes that address. With merge_into (the edit form's "yes, merge") the changes are saved and this person is then merged into that existing person as POST /person/{kept}/merge does, in the same transaction; the form's values the existing person holds already stay with it, and the answer is the existing person. Any failure (409, 422, 500) leaves both people as they were.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addresses?: {
                            city?: string | null;
                            /**
                             * @description ISO 3166-1 alpha-2
                             * @default IL
                             */
                            country?: string;
                            id?: number;
                            street?: string | null;
                            zip?: string | null;
                        }[];
                        emails?: {
                            value: string;
                        }[];
                        first_name?: string;
                        last_name?: string;
                        /** @description Save the changes, then fold this person into that existing one (the edit form's "yes, merge"), in one transaction */
                        merge_into?: number;
                        national_id?: string | null;
                        phones?: {
                            /** @default false */
                            is_primary?: boolean;
                            value: string;
                        }[];
                        roles?: string[];
                        user_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a person with contacts and notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an address to a person (an identical one is not added twice) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city?: string | null;
                        /**
                         * @description ISO 3166-1 alpha-2
                         * @default IL
                         */
                        country?: string;
                        street?: string | null;
                        zip?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an e-mail to a person (kept lower-case; 409 PERSON_EMAIL_EXISTS when another person has it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email_address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a duplicate into this person, in one transaction
         * @description Moves the duplicate's e-mails, phones and addresses (identical values once), notes and every other link to this person, fills this person's empty fields from it, unites roles, then deletes the duplicate. 409 PERSON_MERGE_NATIONAL_ID_CONFLICT / PERSON_MERGE_USER_CONFLICT when both have different ones (nothing changed).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The person folded into this one and then deleted */
                        duplicate_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/{id}/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a phone (any format, stored E.164); is_primary makes it the primary one, as is a person's first phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        is_primary?: boolean;
                        phone_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an address of a person */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/by_email/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person with this e-mail (case-insensitive) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/by_national_id/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person with this national id (leading zeros optional) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/by_phone/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person with this phone, written in any format (+972-50-123-4567, 0501234567, ...) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/by_user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person linked to a user account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The people already holding any of these e-mails, phones (any format) or national id
         * @description For the save flow: one call before saving; invalid values are ignored. Each person comes with what matched.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        emails?: string[];
                        /** @description The person being edited (never reported as its own duplicate) */
                        exclude_id?: number;
                        national_id?: string | null;
                        /** @default [] */
                        phones?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PersonDuplicate"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/email/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an e-mail of a person */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/find_or_create_person_from_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The person linked to this user (200); else the person with the user's e-mail, now linked (200); else a new linked person (201) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        user_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/find_or_create_person_with_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The person with this e-mail (200), or a new one with it (201) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        first_name?: string;
                        last_name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Person"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Imports, newest first (without the failed rows; read one import for those) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports (the list's shortcut to one's newest report) */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PersonImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Import people in one transaction: new ones created, those matched by e-mail, phone or national id merged
         * @description Every valid row is written, or none (any failure rolls the whole import back). Matched people get the contacts they lack; their fields are filled where empty, or overwritten for the fields named in overwrite. Rows that fail validation, or match two different people, are reported with their reasons (pydantic-style, loc inside the record).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Fields a matched person may have overwritten by the file; other fields are only filled where empty
                         * @default []
                         */
                        overwrite?: ("first_name" | "last_name" | "national_id")[];
                        /** @description Records keyed by field id: first_name, last_name, national_id, roles (list or comma-separated), emails [{value}], phones [{value, is_primary}], addresses [{street, city, zip, country}]. Each is validated on its own. */
                        records: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PersonImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report of an import */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PersonImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/import/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import: its people removed, the contacts it added taken off, changed fields restored (400 the second time) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PersonImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/phone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a phone of a person (the oldest remaining one becomes primary) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Person roles: the known ones and every one in use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/person/search/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search people by name, e-mail, phone (any format) or national id, case-insensitive */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    term: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Person"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pipeline (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Pipeline"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a pipeline */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name: string;
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Pipeline"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One pipeline */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Pipeline"];
                    };
                };
            };
        };
        /** Change a pipeline (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name?: string;
                        sort_order?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Pipeline"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a pipeline and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board in one read: the stages in order with their counts and values and first deals (per_stage), narrowed by a search of title and customer, an owner and a tag; and the pipeline's tags */
        get: {
            parameters: {
                query?: {
                    owner_id?: string;
                    per_stage?: number;
                    q?: string;
                    tag_id?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineBoard"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one pipeline: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a pipeline replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Pipeline"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a deal to a stage (default the first open one, at its end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expected_close?: string | null;
                        lost_reason?: string | null;
                        owner_id?: string | null;
                        person_id?: number | null;
                        /** @description Default: the end of the stage */
                        position?: number;
                        /** @description Default: the first open stage */
                        stage_id?: number;
                        tag_ids?: number[];
                        title: string;
                        /** @description Agorot */
                        value?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineItem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pipeline's stages in order, each with its number of deals and their value */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PipelineStage"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a stage (at `position`, default last) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        color?: string;
                        /** @enum {string} */
                        kind?: "open" | "won" | "lost";
                        name: string;
                        position?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineStage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pipeline's tags by name */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PipelineTag"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a tag (names are unique in a pipeline: 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        color?: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineTag"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several pipeline in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several pipeline the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string | null;
                            name?: string;
                            sort_order?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Pipeline"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted pipeline records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted pipeline with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Pipeline"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export pipeline: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "name" | "description" | "sort_order";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import pipeline: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of pipeline, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of pipeline with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of pipeline: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deals by pipeline, stage, customer, owner, tag, expected close and a search of title and customer (the list view, a customer page) */
        get: {
            parameters: {
                query?: {
                    close_from?: string;
                    close_to?: string;
                    limit?: number;
                    offset?: number;
                    owner_id?: string;
                    person_id?: number;
                    pipeline_id?: number;
                    q?: string;
                    stage_id?: number;
                    tag_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PipelineItem"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deal with its way through the stages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            expected_close: string | null;
                            id: number;
                            lost_reason: string | null;
                            moves: components["schemas"]["PipelineItemMove"][];
                            owner_id: string | null;
                            owner_name: string | null;
                            person_id: number | null;
                            person_name: string | null;
                            pipeline_id: number;
                            position: number;
                            stage_id: number;
                            tag_ids: number[];
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Agorot */
                            value: number;
                        };
                    };
                };
            };
        };
        /** Change a deal's details (its stage and place change by the move call) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expected_close?: string | null;
                        lost_reason?: string | null;
                        owner_id?: string | null;
                        person_id?: number | null;
                        tag_ids?: number[];
                        title?: string;
                        /** @description Agorot */
                        value?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineItem"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a deal (the others in its stage close ranks) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/items/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a deal to a stage and place; into a won or lost stage sets its closed time, back to an open one clears it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 0 is the top; beyond the end means the end */
                        position: number;
                        stage_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineItem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/items/{id}/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a tag on a deal (twice is once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    tagId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineItem"];
                    };
                };
            };
        };
        /** Take a tag off a deal */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    tagId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineItem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may own a deal: the active staff, by name (for every signed-in user; the users list is for superusers) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/stages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, recolour, change the kind of, or move a stage; a deal entering or leaving won/lost is not changed */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        color?: string;
                        /** @enum {string} */
                        kind?: "open" | "won" | "lost";
                        name?: string;
                        position?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineStage"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a stage; one that holds deals needs `move_to`, the stage of the same pipeline they go to (at its end, in their order) */
        delete: {
            parameters: {
                query?: {
                    move_to?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/stages/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stage's deals in board order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PipelineItem"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename or recolour a tag */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        color?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PipelineTag"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a tag; deals lose it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List role (skip/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "id" | "name" | "created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Role"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name: string;
                        permissions?: {
                            [key: string]: ("list" | "read" | "create" | "update" | "delete" | "export" | "import")[];
                        };
                        screens?: ("*" | "deals" | "support" | "newsletter_send" | "charging")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Role"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Role"];
                    };
                };
            };
        };
        /** Change a role (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name?: string;
                        permissions?: {
                            [key: string]: ("list" | "read" | "create" | "update" | "delete" | "export" | "import")[];
                        };
                        screens?: ("*" | "deals" | "support" | "newsletter_send" | "charging")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Role"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a role and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one role: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a role replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Role"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several role in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several role the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            description?: string;
                            name?: string;
                            permissions?: {
                                [key: string]: ("list" | "read" | "create" | "update" | "delete" | "export" | "import")[];
                            };
                            screens?: ("*" | "deals" | "support" | "newsletter_send" | "charging")[];
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Role"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resources, actions and screens a role may grant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PermissionCatalogue"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted role records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted role with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Role"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export role: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    q?: string;
                    sort?: "id" | "name" | "created_at";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import role: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of role, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of role with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of role: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved_views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list's saved views the signed-in person may use: their own, then the team's shared ones, by name */
        get: {
            parameters: {
                query: {
                    resource: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SavedView"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save a view of a list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        params: {
                            column_ranks?: number[];
                            filter: {
                                [key: string]: unknown;
                            };
                            hidden_columns?: string[];
                            per_page?: number;
                            sort?: {
                                field: string;
                                /** @enum {string} */
                                order: "ASC" | "DESC";
                            };
                        };
                        resource: string;
                        /** @default false */
                        shared?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedView"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved_views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, share or change a view (its owner only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        params?: {
                            column_ranks?: number[];
                            filter: {
                                [key: string]: unknown;
                            };
                            hidden_columns?: string[];
                            per_page?: number;
                            sort?: {
                                field: string;
                                /** @enum {string} */
                                order: "ASC" | "DESC";
                            };
                        };
                        shared?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedView"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a view (its owner; a superuser may delete a shared one) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The security log, newest first (superusers only) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    kind?: "sign_in" | "sign_in_failed" | "sign_out" | "password_changed" | "password_reset" | "user_created" | "user_rights_changed" | "user_deleted" | "export";
                    limit?: number;
                    q?: string;
                    skip?: number;
                    to?: string;
                    user_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SecurityEvent"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security_log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to export a list outside the factory (which list, the format, how many records): 403 without its export right; recorded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        count: number;
                        /** @enum {string} */
                        format: "csv" | "xlsx";
                        resource: string;
                    };
                };
            };
            responses: {
                /** @description Allowed and recorded */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/static_files/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public images (any topic), newest first, searched by name: their urls need no signing and do not expire */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    q?: string;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["FileRecord"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/static_files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a public file (multipart field `file`) under static/<topic>; its url needs no signing in */
        post: {
            parameters: {
                query?: {
                    topic?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRecord"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a subscription */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string | null;
                        option_id: number;
                        payment_token?: string | null;
                        person_id: number;
                        /** @description Default: the option's price */
                        price?: number;
                        /** @description Default: now */
                        started_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscription_payment (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    offset?: number;
                    order?: "asc" | "desc";
                    person_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "subscription_id" | "person_id" | "amount" | "status" | "provider_reference" | "attempt" | "failure_reason" | "receipt_number" | "idempotency_key" | "period_start" | "period_end" | "paid_at" | "refunded_at" | "refund_reference" | "refund_reason" | "description" | "credit_applied";
                    status?: "pending" | "succeeded" | "failed" | "refunded";
                    subscription_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SubscriptionPayment"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a subscription_payment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        attempt?: number;
                        failure_reason?: string | null;
                        paid_at?: (string) | null;
                        period_end?: (string) | null;
                        period_start?: (string) | null;
                        provider_reference?: string | null;
                        /** @enum {string} */
                        status?: "pending" | "succeeded" | "failed" | "refunded";
                        subscription_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionPayment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription_payment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionPayment"];
                    };
                };
            };
        };
        /** Change a subscription_payment (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        failure_reason?: string | null;
                        paid_at?: (string) | null;
                        provider_reference?: string | null;
                        /** @enum {string} */
                        status?: "pending" | "succeeded" | "failed" | "refunded";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionPayment"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a subscription_payment and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one subscription_payment: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a subscription_payment replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionPayment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of a payment that went through: its number, the customer, what was paid for and the VAT inside (18%) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receipt"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt as a PDF to download: Hebrew, right to left (English with lang=en) */
        get: {
            parameters: {
                query?: {
                    lang?: "he" | "en";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The receipt as application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a payment that succeeded back (the provider is asked once under the key refund-<id>); a refunded one answers as it is; 409 PAYMENT_NOT_REFUNDABLE otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several subscription_payment in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several subscription_payment the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            failure_reason?: string | null;
                            paid_at?: (string) | null;
                            provider_reference?: string | null;
                            /** @enum {string} */
                            status?: "pending" | "succeeded" | "failed" | "refunded";
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SubscriptionPayment"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/charge_runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest charge runs, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ChargeRun"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/charge_runs/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One run and its progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChargeRun"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/charge_scheduled_subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge every subscription due now. The same invocation_key again answers the first run and charges nobody; without `wait` the run goes on in the background (202) and GET charge_runs/{key} shows its progress */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invocation_key: string;
                        wait?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChargeRun"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChargeRun"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/charge_subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge what the subscription owes now (its due, past-due or declined period); 409 NOT_DUE when nothing is owed. With period_start (the next period's start, as GET subscription/{id}/next_charge gives it) and early: true, that period is charged before it is due. A period is paid once: asked again, at the same time or later, it answers the first payment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        early?: boolean;
                        /** Format: date-time */
                        period_start?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            outcome: "charged" | "failed" | "ended" | "skipped";
                            payment: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted subscription_payment records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted subscription_payment with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionPayment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many subscriptions are due to be charged now, and their total (agorot) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            due: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export subscription_payment: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    order?: "asc" | "desc";
                    person_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "subscription_id" | "person_id" | "amount" | "status" | "provider_reference" | "attempt" | "failure_reason" | "receipt_number" | "idempotency_key" | "period_start" | "period_end" | "paid_at" | "refunded_at" | "refund_reference" | "refund_reason" | "description" | "credit_applied";
                    status?: "pending" | "succeeded" | "failed" | "refunded";
                    subscription_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import subscription_payment: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of subscription_payment, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of subscription_payment with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of subscription_payment: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home's subscription figures: subscribers by status, monthly recurring revenue (a yearly price counts a twelfth), new and lost in the last 30 days, net payments in the last 30 days (agorot) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionMetrics"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_payment/payment_request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment link for a person to pay a subscription's next charge (keeping the card for later ones) or an open order, on the hosted page; it stays payable for 7 days and is paid once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order_id?: number;
                        /** Format: uri */
                        override_success_url?: string;
                        subscription_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentRequest"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
            };
        };
        /** Change a subscription (fields left out stay as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cancel_at_period_end?: boolean;
                        next_charge_at?: (string) | null;
                        notes?: string | null;
                        payment_token?: string | null;
                        price?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a subscription and its notes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}/change_option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the subscriber to another option: from the next charge, or prorated now (an upgrade is charged the difference at once, 402 PRORATION_DECLINED when declined; a downgrade leaves credit for the next charges) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        option_id: number;
                        /** @default false */
                        prorate?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            outcome: "none" | "charged" | "credited";
                            payment_id: number | null;
                            prorated: number;
                            receipt_number: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of one subscription: who changed what and when, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}/changes/{entry}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put back the values one change of a subscription replaced (through the entity's rules; recorded as a change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription's history, newest first: status moves and money (kind charged, charge_failed, refunded, with the payment and its amount in agorot); and the statuses it can move to now */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowed_statuses: ("trialing" | "active" | "past_due" | "paused" | "cancelled" | "ended")[];
                            items: {
                                amount: number | null;
                                at: string;
                                by: string | null;
                                from_status: string | null;
                                id: number;
                                kind: string;
                                note: string | null;
                                payment_id: number | null;
                                to_status: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}/next_charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next period as 'charge now' confirms it: its amount (agorot, credit taken off), its dates, whether it is owed now (due, or past due after a decline) and whether the subscription takes charges at all */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            chargeable: boolean;
                            due: boolean;
                            period_end: string;
                            period_start: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the subscription to another status (422 status_move names the allowed moves); the reason is kept in its history */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                        /** @enum {string} */
                        status: "trialing" | "active" | "past_due" | "paused" | "cancelled" | "ended";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several subscription in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/bulk/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change several subscription the same way in one transaction (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            cancel_at_period_end?: boolean;
                            next_charge_at?: (string) | null;
                            notes?: string | null;
                            payment_token?: string | null;
                            price?: number;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Subscription"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deleted subscription records that can be restored, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/deleted/{entry}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted subscription with its id and values (through the entity's rules; its notes are not restored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entry: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export subscription: every record the list's filters, search and order give (at most 50000), as NDJSON
         * @description A first line `{"total": n}`, then one record a line. Needs the role's `export` on the entity; recorded in the security log.
         */
        get: {
            parameters: {
                query?: {
                    cancel_at_period_end?: boolean;
                    /** @description The file the admin writes (for the security log) */
                    format?: "csv" | "xlsx";
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    option_id?: number;
                    order?: "asc" | "desc";
                    person_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "started_at" | "next_charge_at" | "price" | "status";
                    status?: "trialing" | "active" | "past_due" | "paused" | "cancelled" | "ended";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description NDJSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import subscription: valid records written in one transaction, the others reported with their reasons */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        dry_run?: boolean;
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past imports of subscription, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only the signed-in user's imports */
                    mine?: boolean;
                    skip?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EntityImportSummary"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import of subscription with its refused rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an import of subscription: the records it created are deleted (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntityImportReport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscription (offset/limit, sort/order, q, filters, ids) */
        get: {
            parameters: {
                query?: {
                    cancel_at_period_end?: boolean;
                    /** @description Only these records (comma-separated or repeated) */
                    ids?: number[];
                    limit?: number;
                    offset?: number;
                    option_id?: number;
                    order?: "asc" | "desc";
                    person_id?: number;
                    q?: string;
                    sort?: "id" | "created_at" | "started_at" | "next_charge_at" | "price" | "status";
                    status?: "trialing" | "active" | "past_due" | "paused" | "cancelled" | "ended";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Subscription"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inquiries, newest activity first, with the number in each status (under the other filters) */
        get: {
            parameters: {
                query?: {
                    account_id?: number;
                    /** @description A user id, or none */
                    assignee_id?: string | "none";
                    limit?: number;
                    person_id?: number;
                    /** @description Searches the subject, the messages and the sender */
                    q?: string;
                    skip?: number;
                    status?: "new" | "open" | "waiting" | "resolved";
                    unread?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                all: number;
                                new: number;
                                open: number;
                                resolved: number;
                                unread: number;
                                waiting: number;
                            };
                            items: components["schemas"]["SupportInquiry"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An inquiry with its thread (messages in and out, notes), account and customer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportInquiryDetail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the status (resolved sets the resolution time), priority, assignee, tags or unread mark */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assignee_id?: string | null;
                        /** @enum {string} */
                        priority?: "low" | "normal" | "high" | "urgent";
                        /** @enum {string} */
                        status?: "new" | "open" | "waiting" | "resolved";
                        tags?: string[];
                        unread?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportInquiryDetail"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/support/{id}/messages/{messageId}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again a reply whose send failed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An internal note in the thread (never sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the customer through the account's SMTP (the outbox folder without SMTP_URL), threaded; a failed send is marked failed with its reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Sanitised before it is stored and sent */
                        html?: string;
                        /**
                         * @description The inquiry after the reply is sent; default waiting
                         * @enum {string}
                         */
                        status?: "new" | "open" | "waiting" | "resolved";
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users (q searches e-mail and names) */
        get: {
            parameters: {
                query?: {
                    is_active?: boolean;
                    is_superuser?: boolean;
                    limit?: number;
                    order?: "asc" | "desc";
                    q?: string;
                    skip?: number;
                    sort?: "email" | "first_name" | "last_name" | "created_at" | "updated_at" | "is_active" | "is_superuser";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["UserWithRoles"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a user; without a password (or with send_invite) an invitation mail is sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default  */
                        first_name?: string;
                        /** @default true */
                        is_active?: boolean;
                        /** @default false */
                        is_superuser?: boolean;
                        /** @default  */
                        last_name?: string;
                        password?: string;
                        /** @default [] */
                        role_ids?: number[];
                        /** @default false */
                        send_invite?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserWithRoles"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserWithRoles"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a user (their sessions go with them) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a user (is_active, is_superuser, names, e-mail, password, role_ids); deactivation signs them out at once */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        first_name?: string;
                        is_active?: boolean;
                        is_superuser?: boolean;
                        last_name?: string;
                        password?: string;
                        role_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserWithRoles"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, with their roles and what those grant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserMe"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change own profile (first_name, last_name, email) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        first_name?: string;
                        last_name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserPublic"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change own password: every other session and token ends; a bearer caller gets a fresh access_token */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token?: string;
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account without signing in: inactive until a superuser approves it (SIGNUP_MODE=approval, the default), active at once (open) or refused (closed, 403) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default  */
                        first_name?: string;
                        /** @default  */
                        last_name?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserPublic"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Advert: {
            clicks: number;
            /** Format: date-time */
            created_at: string;
            ends_at: string | null;
            id: number;
            image: string | null;
            impressions: number;
            is_active: boolean;
            placement: string;
            starts_at: string | null;
            target_category_id: number | null;
            target_item_id: number | null;
            target_kind: string;
            target_url: string | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdvertInput: {
            clicks: number;
            created_at: unknown;
            ends_at: string | null;
            id: number;
            image: string | null;
            impressions: number;
            is_active: boolean;
            placement: string;
            starts_at: string | null;
            target_category_id: number | null;
            target_item_id: number | null;
            target_kind: string;
            target_url: string | null;
            title: string;
            updated_at: unknown;
        };
        Author: {
            bio: string | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            name: string;
            /** Format: date-time */
            updated_at: string;
        };
        AuthorInput: {
            bio: string | null;
            created_at: unknown;
            id: number;
            name: string;
            updated_at: unknown;
        };
        Bundle: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            ends_at: string | null;
            id: number;
            image: string | null;
            is_active: boolean;
            items: unknown;
            name: string;
            percent_off: number | null;
            price: number | null;
            product_ids: unknown[];
            starts_at: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        BundleInput: {
            created_at: unknown;
            description: string | null;
            ends_at: string | null;
            id: number;
            image: string | null;
            is_active: boolean;
            items: unknown;
            name: string;
            percent_off: number | null;
            price: number | null;
            product_ids: unknown[];
            starts_at: string | null;
            updated_at: unknown;
        };
        /** @description The cart with its priced items, discounts and totals (agorot) */
        Cart: {
            /** @description The coupon's minimum order was not reached: it stays on the cart but gives nothing */
            coupon_below_minimum: boolean;
            coupon_code: string | null;
            /** @description ISO 8601 */
            created_at: string;
            customer_id: number | null;
            customer_name: string | null;
            discount_total: number;
            discounts: {
                amount: number;
                id: number;
                name: string;
                /** @enum {string} */
                source: "promotion" | "coupon";
            }[];
            free_shipping: boolean;
            id: number;
            items: {
                bundle_id: number | null;
                category_ids: number[];
                discount: number;
                id: number;
                image: string | null;
                item_id: number;
                name: string;
                /** @description What keeps the line from being ordered: switched off, a bundle outside its dates, too little stock */
                problem: ("PRODUCT_INACTIVE" | "BUNDLE_NOT_RUNNING" | "OUT_OF_STOCK") | null;
                product_id: number | null;
                quantity: number;
                sku: string | null;
                /** @description What the line takes from stock, product by product */
                stock: {
                    product_id: number;
                    quantity: number;
                }[];
                subtotal: number;
                total: number;
                unit_price: number;
            }[];
            order_id: number | null;
            shipping_info: {
                address?: string;
                city?: string;
                email?: string;
                name?: string;
                notes?: string;
                phone?: string;
                zip?: string;
            };
            shipping_option_id: number | null;
            shipping_option_name: string | null;
            shipping_total: number;
            /** @enum {string} */
            status: "open" | "checked_out";
            subtotal: number;
            total: number;
            /** @description ISO 8601 */
            updated_at: string;
            vat_total: number;
        };
        /** @description The cart with its priced items, discounts and totals (agorot) */
        CartInput: {
            /** @description The coupon's minimum order was not reached: it stays on the cart but gives nothing */
            coupon_below_minimum: boolean;
            coupon_code: string | null;
            /** @description ISO 8601 */
            created_at: string;
            customer_id: number | null;
            customer_name: string | null;
            discount_total: number;
            discounts: {
                amount: number;
                id: number;
                name: string;
                /** @enum {string} */
                source: "promotion" | "coupon";
            }[];
            free_shipping: boolean;
            id: number;
            items: {
                bundle_id: number | null;
                category_ids: number[];
                discount: number;
                id: number;
                image: string | null;
                item_id: number;
                name: string;
                /** @description What keeps the line from being ordered: switched off, a bundle outside its dates, too little stock */
                problem: ("PRODUCT_INACTIVE" | "BUNDLE_NOT_RUNNING" | "OUT_OF_STOCK") | null;
                product_id: number | null;
                quantity: number;
                sku: string | null;
                /** @description What the line takes from stock, product by product */
                stock: {
                    product_id: number;
                    quantity: number;
                }[];
                subtotal: number;
                total: number;
                unit_price: number;
            }[];
            order_id: number | null;
            shipping_info: {
                address?: string;
                city?: string;
                email?: string;
                name?: string;
                notes?: string;
                phone?: string;
                zip?: string;
            };
            shipping_option_id: number | null;
            shipping_option_name: string | null;
            shipping_total: number;
            /** @enum {string} */
            status: "open" | "checked_out";
            subtotal: number;
            total: number;
            /** @description ISO 8601 */
            updated_at: string;
            vat_total: number;
        };
        ChargeRun: {
            charged: number;
            due: number;
            ended: number;
            error: string | null;
            failed: number;
            finished_at: string | null;
            id: number;
            invocation_key: string;
            started_at: string;
            status: string;
        };
        ChargeRunInput: {
            charged: number;
            due: number;
            ended: number;
            error: string | null;
            failed: number;
            finished_at: string | null;
            id: number;
            invocation_key: string;
            started_at: string;
            status: string;
        };
        Coupon: {
            campaign: string | null;
            code: string;
            /** Format: date-time */
            created_at: string;
            discount_kind: string | null;
            discount_value: number | null;
            expires_at: string | null;
            id: number;
            is_active: boolean;
            min_order: number | null;
            per_customer_limit: number | null;
            product_ids: unknown[];
            promotion_id: number | null;
            /** Format: date-time */
            updated_at: string;
            usage_limit: number | null;
            used_count: number;
        };
        CouponInput: {
            campaign: string | null;
            code: string;
            created_at: unknown;
            discount_kind: string | null;
            discount_value: number | null;
            expires_at: string | null;
            id: number;
            is_active: boolean;
            min_order: number | null;
            per_customer_limit: number | null;
            product_ids: unknown[];
            promotion_id: number | null;
            updated_at: unknown;
            usage_limit: number | null;
            used_count: number;
        };
        /** @description The stored JSON document with its id */
        DataDocument: {
            id: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The stored JSON document with its id */
        DataDocumentInput: {
            id: number;
        } & {
            [key: string]: unknown;
        };
        EmailAccount: {
            created_at: string;
            email: string;
            from_name: string;
            id: number;
            imap_host: string;
            imap_port: number;
            imap_tls: boolean;
            imap_user: string;
            is_active: boolean;
            last_checked_at: string | null;
            last_error: string | null;
            last_error_code: string | null;
            last_result: {
                created: number;
                failed: number;
                found: number;
                joined: number;
                skipped: number;
            } | null;
            last_uid: number;
            name: string;
            smtp_host: string;
            smtp_port: number;
            smtp_tls: boolean;
            smtp_user: string;
        };
        EmailAccountInput: {
            created_at: string;
            email: string;
            from_name: string;
            id: number;
            imap_host: string;
            imap_port: number;
            imap_tls: boolean;
            imap_user: string;
            is_active: boolean;
            last_checked_at: string | null;
            last_error: string | null;
            last_error_code: string | null;
            last_result: {
                created: number;
                failed: number;
                found: number;
                joined: number;
                skipped: number;
            } | null;
            last_uid: number;
            name: string;
            smtp_host: string;
            smtp_port: number;
            smtp_tls: boolean;
            smtp_user: string;
        };
        EmailCheckResult: {
            account_id: number;
            checked_at: string;
            created: number;
            error: string | null;
            error_code: string | null;
            failed: number;
            found: number;
            joined: number;
            ok: boolean;
            skipped: number;
        };
        EmailCheckResultInput: {
            account_id: number;
            checked_at: string;
            created: number;
            error: string | null;
            error_code: string | null;
            failed: number;
            found: number;
            joined: number;
            ok: boolean;
            skipped: number;
        };
        EmailDomainCheck: {
            has_mx: boolean;
            /** @enum {string} */
            status: "valid" | "invalid";
        };
        EmailDomainCheckInput: {
            has_mx: boolean;
            /** @enum {string} */
            status: "valid" | "invalid";
        };
        EntityImportReport: {
            created: number;
            /** Format: date-time */
            created_at: string;
            created_by_name: string | null;
            failed: {
                reasons: {
                    ctx?: {
                        [key: string]: unknown;
                    };
                    input: unknown;
                    loc: (string | number)[];
                    msg: string;
                    type: string;
                }[];
                row: number;
            }[];
            failed_count: number;
            id: number | null;
            reverted_at: string | null;
            /** @enum {string} */
            status: "completed" | "reverted" | "dry_run";
            total_rows: number;
        };
        EntityImportReportInput: {
            created: number;
            created_at: unknown;
            created_by_name: string | null;
            failed: {
                reasons: {
                    ctx?: {
                        [key: string]: unknown;
                    };
                    input: unknown;
                    loc: (string | number)[];
                    msg: string;
                    type: string;
                }[];
                row: number;
            }[];
            failed_count: number;
            id: number | null;
            reverted_at: unknown | null;
            /** @enum {string} */
            status: "completed" | "reverted" | "dry_run";
            total_rows: number;
        };
        EntityImportSummary: {
            created: number;
            /** Format: date-time */
            created_at: string;
            created_by_name: string | null;
            failed_count: number;
            id: number | null;
            reverted_at: string | null;
            /** @enum {string} */
            status: "completed" | "reverted" | "dry_run";
            total_rows: number;
        };
        EntityImportSummaryInput: {
            created: number;
            created_at: unknown;
            created_by_name: string | null;
            failed_count: number;
            id: number | null;
            reverted_at: unknown | null;
            /** @enum {string} */
            status: "completed" | "reverted" | "dry_run";
            total_rows: number;
        };
        FileRecord: {
            /** @description An image's picture for a list cell (its shorter side 80 px), as a data:image/webp;base64 URL, else null */
            cell_picture: string | null;
            /** Format: date-time */
            created_at: string;
            dir_path: string;
            height: number | null;
            is_public: boolean;
            mime_type: string;
            name: string;
            path_key: string;
            size: number;
            tags: string[];
            /** @description A WebP of at most 320 px for images, else null */
            thumbnail_url: string | null;
            /** Format: date-time */
            updated_at: string;
            uploaded_by: string | null;
            /** @description Reads the bytes; signed, so it works in <img src> for 1 to 2 hours */
            url: string;
            width: number | null;
        };
        FileRecordInput: {
            /** @description An image's picture for a list cell (its shorter side 80 px), as a data:image/webp;base64 URL, else null */
            cell_picture: string | null;
            created_at: unknown;
            dir_path: string;
            height: number | null;
            is_public: boolean;
            mime_type: string;
            name: string;
            path_key: string;
            size: number;
            tags: string[];
            /** @description A WebP of at most 320 px for images, else null */
            thumbnail_url: string | null;
            updated_at: unknown;
            uploaded_by: string | null;
            /** @description Reads the bytes; signed, so it works in <img src> for 1 to 2 hours */
            url: string;
            width: number | null;
        };
        FormElement: {
            accept?: string;
            columns?: {
                default?: (string | number | boolean) | null;
                fieldname: string;
                /** @enum {string} */
                fieldtype: "text" | "number" | "check" | "date";
                label: string;
            }[];
            default?: unknown;
            elements?: components["schemas"]["FormElement"][];
            form?: string;
            help?: string;
            id: string;
            /** @enum {string} */
            kind: "text" | "textarea" | "email" | "tel" | "number" | "date" | "select" | "radio" | "check" | "color" | "range" | "rating" | "signature" | "table" | "otp" | "upload" | "richtext" | "array" | "bagelform" | "row";
            label: string;
            max?: number | string;
            max_length?: number;
            min?: number | string;
            multiple?: boolean;
            options?: ((string | number | boolean) | {
                id?: string;
                imgAlt?: string;
                imgSrc?: string;
                label: string;
                subLabel?: string;
                value: string | number | boolean;
            })[];
            /** @enum {string} */
            pattern?: "digits" | "integer" | "phone" | "money" | "hex" | "email" | "letters" | "alphanumeric" | "lowercase" | "uppercase" | "slug";
            placeholder?: string;
            required?: boolean;
            step?: number;
            when?: {
                field: string;
                /** @enum {string} */
                op: "equals" | "not_equals" | "contains" | "filled" | "empty" | "gt" | "lt";
                value?: (string | number | boolean) | null;
            };
            /** @enum {string} */
            width?: "full" | "half";
        };
        FormElementInput: {
            accept?: string;
            columns?: {
                default?: (string | number | boolean) | null;
                fieldname: string;
                /** @enum {string} */
                fieldtype: "text" | "number" | "check" | "date";
                label: string;
            }[];
            default?: unknown;
            elements?: components["schemas"]["FormElementInput"][];
            form?: string;
            help?: string;
            id: string;
            /** @enum {string} */
            kind: "text" | "textarea" | "email" | "tel" | "number" | "date" | "select" | "radio" | "check" | "color" | "range" | "rating" | "signature" | "table" | "otp" | "upload" | "richtext" | "array" | "bagelform" | "row";
            label: string;
            max?: number | string;
            max_length?: number;
            min?: number | string;
            multiple?: boolean;
            options?: ((string | number | boolean) | {
                id?: string;
                imgAlt?: string;
                imgSrc?: string;
                label: string;
                subLabel?: string;
                value: string | number | boolean;
            })[];
            /** @enum {string} */
            pattern?: "digits" | "integer" | "phone" | "money" | "hex" | "email" | "letters" | "alphanumeric" | "lowercase" | "uppercase" | "slug";
            placeholder?: string;
            required?: boolean;
            step?: number;
            when?: {
                field: string;
                /** @enum {string} */
                op: "equals" | "not_equals" | "contains" | "filled" | "empty" | "gt" | "lt";
                value?: (string | number | boolean) | null;
            };
            /** @enum {string} */
            width?: "full" | "half";
        };
        HistoryEntry: {
            /** @enum {string} */
            action: "create" | "update" | "delete" | "restore";
            at: string;
            changes: {
                field: string;
                from: unknown;
                to: unknown;
            }[];
            id: number;
            record_id: number;
            snapshot: {
                [key: string]: unknown;
            } | null;
            user_id: string | null;
            user_name: string | null;
        };
        HistoryEntryInput: {
            /** @enum {string} */
            action: "create" | "update" | "delete" | "restore";
            at: string;
            changes: {
                field: string;
                from: unknown;
                to: unknown;
            }[];
            id: number;
            record_id: number;
            snapshot: {
                [key: string]: unknown;
            } | null;
            user_id: string | null;
            user_name: string | null;
        };
        HTTPError: {
            detail: string;
        };
        HTTPErrorInput: {
            detail: string;
        };
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        HTTPValidationErrorInput: {
            detail: components["schemas"]["ValidationErrorInput"][];
        };
        ImportFailure: {
            reasons: {
                /** @description As in a 422: ctx.code names the reason of a person rule */
                ctx?: {
                    [key: string]: unknown;
                };
                input: unknown;
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
            /** @description Index of the record in the request (0-based) */
            row: number;
            /** @description How people know the row: its name, else its first e-mail or phone, else its national id ('' when none) */
            who?: string;
        };
        ImportFailureInput: {
            reasons: {
                /** @description As in a 422: ctx.code names the reason of a person rule */
                ctx?: {
                    [key: string]: unknown;
                };
                input: unknown;
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
            /** @description Index of the record in the request (0-based) */
            row: number;
            /** @description How people know the row: its name, else its first e-mail or phone, else its national id ('' when none) */
            who?: string;
        };
        LibraryAppHome: {
            adverts: {
                between_rows: components["schemas"]["Advert"][];
                home_top: components["schemas"]["Advert"][];
                item_page: components["schemas"]["Advert"][];
            };
            at: string;
            categories: {
                icon: string | null;
                id: number;
                items: components["schemas"]["LibraryItem"][];
                name: string;
                slug: string;
            }[];
            collections: {
                description: string | null;
                id: number;
                items: components["schemas"]["LibraryItem"][];
                name: string;
            }[];
        };
        LibraryAppHomeInput: {
            adverts: {
                between_rows: components["schemas"]["AdvertInput"][];
                home_top: components["schemas"]["AdvertInput"][];
                item_page: components["schemas"]["AdvertInput"][];
            };
            at: string;
            categories: {
                icon: string | null;
                id: number;
                items: components["schemas"]["LibraryItemInput"][];
                name: string;
                slug: string;
            }[];
            collections: {
                description: string | null;
                id: number;
                items: components["schemas"]["LibraryItemInput"][];
                name: string;
            }[];
        };
        LibraryCategory: {
            /** Format: date-time */
            created_at: string;
            featured: boolean;
            icon: string | null;
            id: number;
            name: string;
            parent_id: number | null;
            slug: string;
            sort_order: number;
            /** Format: date-time */
            updated_at: string;
        };
        LibraryCategoryInput: {
            created_at: unknown;
            featured: boolean;
            icon: string | null;
            id: number;
            name: string;
            parent_id: number | null;
            slug: string;
            sort_order: number;
            updated_at: unknown;
        };
        LibraryCollection: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            id: number;
            is_active: boolean;
            item_ids: unknown[];
            name: string;
            sort_order: number;
            /** Format: date-time */
            updated_at: string;
        };
        LibraryCollectionInput: {
            created_at: unknown;
            description: string | null;
            id: number;
            is_active: boolean;
            item_ids: unknown[];
            name: string;
            sort_order: number;
            updated_at: unknown;
        };
        LibraryItem: {
            access: string;
            author_ids: unknown[];
            category_ids: unknown[];
            cover: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            duration_minutes: number | null;
            featured: boolean;
            files: unknown[];
            home_order: number | null;
            id: number;
            isbn: string | null;
            kind: string;
            language: string;
            pages: number | null;
            product_id: number | null;
            published_on: string | null;
            status: string;
            subscription_option_id: number | null;
            subtitle: string | null;
            tags: unknown[];
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        LibraryItemContent: {
            cover: components["schemas"]["FileRecord"] | null;
            files: components["schemas"]["FileRecord"][];
            item_id: number;
        };
        LibraryItemContentInput: {
            cover: components["schemas"]["FileRecordInput"] | null;
            files: components["schemas"]["FileRecordInput"][];
            item_id: number;
        };
        LibraryItemInput: {
            access: string;
            author_ids: unknown[];
            category_ids: unknown[];
            cover: string | null;
            created_at: unknown;
            description: string | null;
            duration_minutes: number | null;
            featured: boolean;
            files: unknown[];
            home_order: number | null;
            id: number;
            isbn: string | null;
            kind: string;
            language: string;
            pages: number | null;
            product_id: number | null;
            published_on: string | null;
            status: string;
            subscription_option_id: number | null;
            subtitle: string | null;
            tags: unknown[];
            title: string;
            updated_at: unknown;
        };
        LibraryItemStats: {
            /** @description Average progress of the readers who started, 0 to 100, one decimal */
            average_percent: number | null;
            by_reason: {
                [key: string]: number;
            };
            /** @description Readers at 100% */
            completions: number;
            /** @description Readers whose last reading is within the last 30 days */
            opened_last_30_days: number;
            /** @description People who have the item */
            readers: number;
            /** @description Readers with any progress */
            started: number;
        };
        LibraryItemStatsInput: {
            /** @description Average progress of the readers who started, 0 to 100, one decimal */
            average_percent: number | null;
            by_reason: {
                [key: string]: number;
            };
            /** @description Readers at 100% */
            completions: number;
            /** @description Readers whose last reading is within the last 30 days */
            opened_last_30_days: number;
            /** @description People who have the item */
            readers: number;
            /** @description Readers with any progress */
            started: number;
        };
        LibraryLink: {
            cover: string | null;
            /** Format: date-time */
            granted_at: string;
            granted_by_name: string | null;
            item_id: number;
            kind: string;
            progress: components["schemas"]["LibraryProgress"] | null;
            /** @enum {string} */
            reason: "bought" | "subscription" | "gift";
            title: string;
        };
        LibraryLinkInput: {
            cover: string | null;
            granted_at: unknown;
            granted_by_name: string | null;
            item_id: number;
            kind: string;
            progress: components["schemas"]["LibraryProgressInput"] | null;
            /** @enum {string} */
            reason: "bought" | "subscription" | "gift";
            title: string;
        };
        LibraryProgress: {
            percent: number;
            /** Format: date-time */
            read_at: string;
            seconds: number | null;
        };
        LibraryProgressInput: {
            percent: number;
            read_at: unknown;
            seconds: number | null;
        };
        LibraryReader: {
            /** Format: date-time */
            granted_at: string;
            granted_by_name: string | null;
            person_id: number;
            person_name: string | null;
            progress: components["schemas"]["LibraryProgress"] | null;
            /** @enum {string} */
            reason: "bought" | "subscription" | "gift";
        };
        LibraryReaderInput: {
            granted_at: unknown;
            granted_by_name: string | null;
            person_id: number;
            person_name: string | null;
            progress: components["schemas"]["LibraryProgressInput"] | null;
            /** @enum {string} */
            reason: "bought" | "subscription" | "gift";
        };
        MessageTemplate: {
            channel: string;
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            is_active: boolean;
            name: string;
            subject: string;
            /** Format: date-time */
            updated_at: string;
        };
        MessageTemplateInput: {
            channel: string;
            content: string;
            created_at: unknown;
            id: number;
            is_active: boolean;
            name: string;
            subject: string;
            updated_at: unknown;
        };
        NewsletterCampaign: {
            content: string;
            /** Format: date-time */
            created_at: string;
            finished_at: string | null;
            from_email: string | null;
            from_name: string | null;
            id: number;
            language: string;
            list_ids: unknown[];
            name: string;
            preheader: string | null;
            reply_to: string | null;
            scheduled_at: string | null;
            segment_id: number | null;
            started_at: string | null;
            status: string;
            subject: string;
            template_id: number | null;
            track_clicks: boolean;
            track_opens: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        NewsletterCampaignInput: {
            content: string;
            created_at: unknown;
            finished_at: unknown | null;
            from_email: string | null;
            from_name: string | null;
            id: number;
            language: string;
            list_ids: unknown[];
            name: string;
            preheader: string | null;
            reply_to: string | null;
            scheduled_at: unknown | null;
            segment_id: number | null;
            started_at: unknown | null;
            status: string;
            subject: string;
            template_id: number | null;
            track_clicks: boolean;
            track_opens: boolean;
            updated_at: unknown;
        };
        NewsletterList: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            double_opt_in: boolean;
            id: number;
            kind: string;
            name: string;
            /** Format: date-time */
            updated_at: string;
        };
        NewsletterListInput: {
            created_at: unknown;
            description: string | null;
            double_opt_in: boolean;
            id: number;
            kind: string;
            name: string;
            updated_at: unknown;
        };
        NewsletterSegment: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            id: number;
            name: string;
            rules: unknown;
            /** Format: date-time */
            updated_at: string;
        };
        NewsletterSegmentInput: {
            created_at: unknown;
            description: string | null;
            id: number;
            name: string;
            rules: unknown;
            updated_at: unknown;
        };
        NewsletterTemplate: {
            /** Format: date-time */
            created_at: string;
            html: string;
            id: number;
            name: string;
            /** Format: date-time */
            updated_at: string;
        };
        NewsletterTemplateInput: {
            created_at: unknown;
            html: string;
            id: number;
            name: string;
            updated_at: unknown;
        };
        Note: {
            author_id: string | null;
            author_name: string;
            category: string | null;
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            ref_id: number;
            type: string;
            /** Format: date-time */
            updated_at: string;
        };
        NoteInput: {
            author_id: string | null;
            author_name: string;
            category: string | null;
            content: string;
            created_at: unknown;
            id: number;
            ref_id: number;
            type: string;
            updated_at: unknown;
        };
        Notification: {
            created_at: string;
            id: number;
            /** @enum {string} */
            kind: "inquiry_new" | "inquiry_assigned" | "payment_failed" | "payment_unmatched" | "import_finished" | "job_finished" | "note_mention";
            link: string;
            params: {
                [key: string]: string | number;
            };
            read: boolean;
        };
        NotificationInput: {
            created_at: string;
            id: number;
            /** @enum {string} */
            kind: "inquiry_new" | "inquiry_assigned" | "payment_failed" | "payment_unmatched" | "import_finished" | "job_finished" | "note_mention";
            link: string;
            params: {
                [key: string]: string | number;
            };
            read: boolean;
        };
        NotificationPreferences: {
            items: {
                email: boolean;
                in_app: boolean;
                /** @enum {string} */
                kind: "inquiry_new" | "inquiry_assigned" | "payment_failed" | "payment_unmatched" | "import_finished" | "job_finished" | "note_mention";
            }[];
        };
        NotificationPreferencesInput: {
            items: {
                email: boolean;
                in_app: boolean;
                /** @enum {string} */
                kind: "inquiry_new" | "inquiry_assigned" | "payment_failed" | "payment_unmatched" | "import_finished" | "job_finished" | "note_mention";
            }[];
        };
        /** @description An order with its lines, discounts, history and the statuses it can move to */
        Order: {
            allowed_statuses: ("pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded")[];
            coupon_code: string | null;
            customer_email: string | null;
            customer_id: number | null;
            customer_name: string;
            customer_phone: string | null;
            discount_total: number;
            discounts: {
                amount: number;
                id: number;
                name: string;
                /** @enum {string} */
                source: "promotion" | "coupon";
            }[];
            history: {
                /** @description ISO 8601 */
                at: string;
                by: string | null;
                from_status: ("pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded") | null;
                id: number;
                note: string | null;
                to_status: ("pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded") | null;
            }[];
            id: number;
            items: {
                bundle_id: number | null;
                discount: number;
                id: number;
                name: string;
                product_id: number | null;
                quantity: number;
                sku: string | null;
                total: number;
                unit_price: number;
            }[];
            notes: string | null;
            paid: boolean;
            /** @description The order's one payment, when it was paid through the product (staff, a payment link) */
            payment: {
                amount: number;
                id: number;
                /** @enum {string} */
                method: "manual" | "link";
                /** @description ISO 8601 */
                paid_at: string;
                receipt_number: number;
                refunded_at: string | null;
            } | null;
            /** @description ISO 8601 */
            placed_at: string;
            /** @description Its payment's receipt, when it was paid through the product */
            receipt_number: number | null;
            shipping_info: {
                address?: string;
                city?: string;
                email?: string;
                name?: string;
                notes?: string;
                phone?: string;
                zip?: string;
            };
            shipping_name: string | null;
            shipping_option_id: number | null;
            shipping_total: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
            subtotal: number;
            total: number;
            /** @description Money a provider took for the order after it was paid another way: for staff to check and refund */
            unmatched_payments: {
                amount: number;
                /** @description ISO 8601 */
                at: string;
                reference: string;
            }[];
            /** @description ISO 8601 */
            updated_at: string;
            vat_total: number;
        };
        /** @description An order with its lines, discounts, history and the statuses it can move to */
        OrderInput: {
            allowed_statuses: ("pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded")[];
            coupon_code: string | null;
            customer_email: string | null;
            customer_id: number | null;
            customer_name: string;
            customer_phone: string | null;
            discount_total: number;
            discounts: {
                amount: number;
                id: number;
                name: string;
                /** @enum {string} */
                source: "promotion" | "coupon";
            }[];
            history: {
                /** @description ISO 8601 */
                at: string;
                by: string | null;
                from_status: ("pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded") | null;
                id: number;
                note: string | null;
                to_status: ("pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded") | null;
            }[];
            id: number;
            items: {
                bundle_id: number | null;
                discount: number;
                id: number;
                name: string;
                product_id: number | null;
                quantity: number;
                sku: string | null;
                total: number;
                unit_price: number;
            }[];
            notes: string | null;
            paid: boolean;
            /** @description The order's one payment, when it was paid through the product (staff, a payment link) */
            payment: {
                amount: number;
                id: number;
                /** @enum {string} */
                method: "manual" | "link";
                /** @description ISO 8601 */
                paid_at: string;
                receipt_number: number;
                refunded_at: string | null;
            } | null;
            /** @description ISO 8601 */
            placed_at: string;
            /** @description Its payment's receipt, when it was paid through the product */
            receipt_number: number | null;
            shipping_info: {
                address?: string;
                city?: string;
                email?: string;
                name?: string;
                notes?: string;
                phone?: string;
                zip?: string;
            };
            shipping_name: string | null;
            shipping_option_id: number | null;
            shipping_total: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
            subtotal: number;
            total: number;
            /** @description Money a provider took for the order after it was paid another way: for staff to check and refund */
            unmatched_payments: {
                amount: number;
                /** @description ISO 8601 */
                at: string;
                reference: string;
            }[];
            /** @description ISO 8601 */
            updated_at: string;
            vat_total: number;
        };
        OrderSummary: {
            coupon_code: string | null;
            customer_email: string | null;
            customer_id: number | null;
            customer_name: string;
            customer_phone: string | null;
            discount_total: number;
            id: number;
            /** @description ISO 8601 */
            placed_at: string;
            /** @description Its payment's receipt, when it was paid through the product */
            receipt_number: number | null;
            shipping_name: string | null;
            shipping_total: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
            subtotal: number;
            total: number;
            /** @description ISO 8601 */
            updated_at: string;
            vat_total: number;
        };
        OrderSummaryInput: {
            coupon_code: string | null;
            customer_email: string | null;
            customer_id: number | null;
            customer_name: string;
            customer_phone: string | null;
            discount_total: number;
            id: number;
            /** @description ISO 8601 */
            placed_at: string;
            /** @description Its payment's receipt, when it was paid through the product */
            receipt_number: number | null;
            shipping_name: string | null;
            shipping_total: number;
            /** @enum {string} */
            status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
            subtotal: number;
            total: number;
            /** @description ISO 8601 */
            updated_at: string;
            vat_total: number;
        };
        PageContent: {
            body: string;
            popup: components["schemas"]["PopupSettings"] | null;
            seo_description: string | null;
            seo_title: string | null;
            slug: string;
            title: string;
        };
        PageContentInput: {
            body: string;
            popup: components["schemas"]["PopupSettingsInput"] | null;
            seo_description: string | null;
            seo_title: string | null;
            slug: string;
            title: string;
        };
        PaymentRequest: {
            amount: number;
            description: string;
            expires_at: string;
            id: number;
            order_id: number | null;
            receipt_number: number | null;
            status: string;
            subscription_id: number | null;
            url: string;
        };
        PaymentRequestInput: {
            amount: number;
            description: string;
            expires_at: string;
            id: number;
            order_id: number | null;
            receipt_number: number | null;
            status: string;
            subscription_id: number | null;
            url: string;
        };
        PermissionCatalogue: {
            actions: string[];
            resources: string[];
            screens: string[];
        };
        PermissionCatalogueInput: {
            actions: string[];
            resources: string[];
            screens: string[];
        };
        Person: {
            addresses: components["schemas"]["PersonAddress"][];
            /** Format: date-time */
            created_at: string;
            emails: components["schemas"]["PersonEmail"][];
            first_name: string;
            id: number;
            last_name: string;
            national_id: string | null;
            phones: components["schemas"]["PersonPhone"][];
            roles: string[];
            /** Format: date-time */
            updated_at: string;
            user_id: string | null;
        };
        PersonAddress: {
            city: string | null;
            country: string;
            id: number;
            street: string | null;
            zip: string | null;
        };
        PersonAddressInput: {
            city: string | null;
            country: string;
            id: number;
            street: string | null;
            zip: string | null;
        };
        PersonDuplicate: {
            addresses: components["schemas"]["PersonAddress"][];
            /** Format: date-time */
            created_at: string;
            emails: components["schemas"]["PersonEmail"][];
            first_name: string;
            id: number;
            last_name: string;
            matches: {
                emails: string[];
                national_id: boolean;
                phones: string[];
            };
            national_id: string | null;
            phones: components["schemas"]["PersonPhone"][];
            roles: string[];
            /** Format: date-time */
            updated_at: string;
            user_id: string | null;
        };
        PersonDuplicateInput: {
            addresses: components["schemas"]["PersonAddressInput"][];
            created_at: unknown;
            emails: components["schemas"]["PersonEmailInput"][];
            first_name: string;
            id: number;
            last_name: string;
            matches: {
                emails: string[];
                national_id: boolean;
                phones: string[];
            };
            national_id: string | null;
            phones: components["schemas"]["PersonPhoneInput"][];
            roles: string[];
            updated_at: unknown;
            user_id: string | null;
        };
        PersonEmail: {
            id: number;
            value: string;
        };
        PersonEmailInput: {
            id: number;
            value: string;
        };
        PersonImportReport: {
            /** @description People created */
            created: number;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            /** @description Who imported: the user's first and last name, else their e-mail; null once that user is deleted */
            created_by_name: string | null;
            failed: components["schemas"]["ImportFailure"][];
            failed_count: number;
            id: number;
            /** @description Rows merged into a person who existed, or into one created by an earlier row */
            merged: number;
            overwrite: string[];
            reverted_at: string | null;
            /** @enum {string} */
            status: "completed" | "reverted";
            total_rows: number;
        };
        PersonImportReportInput: {
            /** @description People created */
            created: number;
            created_at: unknown;
            created_by: string | null;
            /** @description Who imported: the user's first and last name, else their e-mail; null once that user is deleted */
            created_by_name: string | null;
            failed: components["schemas"]["ImportFailureInput"][];
            failed_count: number;
            id: number;
            /** @description Rows merged into a person who existed, or into one created by an earlier row */
            merged: number;
            overwrite: string[];
            reverted_at: unknown | null;
            /** @enum {string} */
            status: "completed" | "reverted";
            total_rows: number;
        };
        PersonImportSummary: {
            /** @description People created */
            created: number;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            /** @description Who imported: the user's first and last name, else their e-mail; null once that user is deleted */
            created_by_name: string | null;
            failed_count: number;
            id: number;
            /** @description Rows merged into a person who existed, or into one created by an earlier row */
            merged: number;
            overwrite: string[];
            reverted_at: string | null;
            /** @enum {string} */
            status: "completed" | "reverted";
            total_rows: number;
        };
        PersonImportSummaryInput: {
            /** @description People created */
            created: number;
            created_at: unknown;
            created_by: string | null;
            /** @description Who imported: the user's first and last name, else their e-mail; null once that user is deleted */
            created_by_name: string | null;
            failed_count: number;
            id: number;
            /** @description Rows merged into a person who existed, or into one created by an earlier row */
            merged: number;
            overwrite: string[];
            reverted_at: unknown | null;
            /** @enum {string} */
            status: "completed" | "reverted";
            total_rows: number;
        };
        PersonInput: {
            addresses: components["schemas"]["PersonAddressInput"][];
            created_at: unknown;
            emails: components["schemas"]["PersonEmailInput"][];
            first_name: string;
            id: number;
            last_name: string;
            national_id: string | null;
            phones: components["schemas"]["PersonPhoneInput"][];
            roles: string[];
            updated_at: unknown;
            user_id: string | null;
        };
        PersonPhone: {
            id: number;
            is_primary: boolean;
            /** @description E.164 */
            value: string;
        };
        PersonPhoneInput: {
            id: number;
            is_primary: boolean;
            /** @description E.164 */
            value: string;
        };
        Pipeline: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            id: number;
            name: string;
            sort_order: number;
            /** Format: date-time */
            updated_at: string;
        };
        PipelineBoard: {
            stages: {
                color: string;
                id: number;
                /** @description Deals in the stage */
                item_count: number;
                /** @description The first matching deals in board order, at most per_stage */
                items: components["schemas"]["PipelineItem"][];
                /** @enum {string} */
                kind: "open" | "won" | "lost";
                /** @description Deals in the stage that the search and filters match (item_count without them) */
                match_count: number;
                /** @description Their value in agorot */
                match_value: number;
                name: string;
                pipeline_id: number;
                position: number;
                /** @description Their value in agorot */
                total_value: number;
            }[];
            tags: components["schemas"]["PipelineTag"][];
        };
        PipelineBoardInput: {
            stages: {
                color: string;
                id: number;
                /** @description Deals in the stage */
                item_count: number;
                /** @description The first matching deals in board order, at most per_stage */
                items: components["schemas"]["PipelineItemInput"][];
                /** @enum {string} */
                kind: "open" | "won" | "lost";
                /** @description Deals in the stage that the search and filters match (item_count without them) */
                match_count: number;
                /** @description Their value in agorot */
                match_value: number;
                name: string;
                pipeline_id: number;
                position: number;
                /** @description Their value in agorot */
                total_value: number;
            }[];
            tags: components["schemas"]["PipelineTagInput"][];
        };
        PipelineInput: {
            created_at: unknown;
            description: string | null;
            id: number;
            name: string;
            sort_order: number;
            updated_at: unknown;
        };
        PipelineItem: {
            closed_at: string | null;
            /** Format: date-time */
            created_at: string;
            expected_close: string | null;
            id: number;
            lost_reason: string | null;
            owner_id: string | null;
            owner_name: string | null;
            person_id: number | null;
            person_name: string | null;
            pipeline_id: number;
            position: number;
            stage_id: number;
            tag_ids: number[];
            title: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Agorot */
            value: number;
        };
        PipelineItemInput: {
            closed_at: unknown | null;
            created_at: unknown;
            expected_close: string | null;
            id: number;
            lost_reason: string | null;
            owner_id: string | null;
            owner_name: string | null;
            person_id: number | null;
            person_name: string | null;
            pipeline_id: number;
            position: number;
            stage_id: number;
            tag_ids: number[];
            title: string;
            updated_at: unknown;
            /** @description Agorot */
            value: number;
        };
        PipelineItemMove: {
            from_stage_id: number | null;
            /** Format: date-time */
            moved_at: string;
            moved_by_name: string | null;
            to_stage_id: number | null;
        };
        PipelineItemMoveInput: {
            from_stage_id: number | null;
            moved_at: unknown;
            moved_by_name: string | null;
            to_stage_id: number | null;
        };
        PipelineStage: {
            color: string;
            id: number;
            /** @description Deals in the stage */
            item_count: number;
            /** @enum {string} */
            kind: "open" | "won" | "lost";
            name: string;
            pipeline_id: number;
            position: number;
            /** @description Their value in agorot */
            total_value: number;
        };
        PipelineStageInput: {
            color: string;
            id: number;
            /** @description Deals in the stage */
            item_count: number;
            /** @enum {string} */
            kind: "open" | "won" | "lost";
            name: string;
            pipeline_id: number;
            position: number;
            /** @description Their value in agorot */
            total_value: number;
        };
        PipelineTag: {
            color: string;
            id: number;
            name: string;
            pipeline_id: number;
        };
        PipelineTagInput: {
            color: string;
            id: number;
            name: string;
            pipeline_id: number;
        };
        PopupSettings: {
            ends_at?: string | null;
            /**
             * @default once_per_session
             * @enum {string}
             */
            frequency: "every_visit" | "once_per_session" | "once_per_day" | "once";
            pages?: string[];
            seconds?: number | null;
            starts_at?: string | null;
            /** @enum {string} */
            trigger: "on_load" | "after_seconds" | "exit_intent";
        };
        PopupSettingsInput: {
            ends_at?: string | null;
            /**
             * @default once_per_session
             * @enum {string}
             */
            frequency: "every_visit" | "once_per_session" | "once_per_day" | "once";
            pages?: string[];
            seconds?: number | null;
            starts_at?: string | null;
            /** @enum {string} */
            trigger: "on_load" | "after_seconds" | "exit_intent";
        };
        Product: {
            allow_backorder: boolean;
            author_ids: unknown[];
            category_ids: unknown[];
            /** Format: date-time */
            created_at: string;
            description: string | null;
            featured: boolean;
            id: number;
            images: unknown[];
            is_active: boolean;
            isbn: string | null;
            kind: string;
            language: string | null;
            name: string;
            pages: number | null;
            price: number;
            publisher: string | null;
            sale_from: string | null;
            sale_price: number | null;
            sale_to: string | null;
            short_description: string | null;
            sku: string | null;
            slug: string;
            stock_quantity: number;
            track_stock: boolean;
            /** Format: date-time */
            updated_at: string;
            vat_included: boolean;
            weight_grams: number | null;
        };
        ProductCategory: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            id: number;
            image: string | null;
            is_active: boolean;
            name: string;
            parent_id: number | null;
            slug: string;
            sort_order: number;
            /** Format: date-time */
            updated_at: string;
        };
        ProductCategoryInput: {
            created_at: unknown;
            description: string | null;
            id: number;
            image: string | null;
            is_active: boolean;
            name: string;
            parent_id: number | null;
            slug: string;
            sort_order: number;
            updated_at: unknown;
        };
        ProductInput: {
            allow_backorder: boolean;
            author_ids: unknown[];
            category_ids: unknown[];
            created_at: unknown;
            description: string | null;
            featured: boolean;
            id: number;
            images: unknown[];
            is_active: boolean;
            isbn: string | null;
            kind: string;
            language: string | null;
            name: string;
            pages: number | null;
            price: number;
            publisher: string | null;
            sale_from: string | null;
            sale_price: number | null;
            sale_to: string | null;
            short_description: string | null;
            sku: string | null;
            slug: string;
            stock_quantity: number;
            track_stock: boolean;
            updated_at: unknown;
            vat_included: boolean;
            weight_grams: number | null;
        };
        Promotion: {
            applies_to: string;
            buy_quantity: number | null;
            category_ids: unknown[];
            /** Format: date-time */
            created_at: string;
            ends_at: string | null;
            get_quantity: number | null;
            id: number;
            is_active: boolean;
            kind: string;
            min_order: number | null;
            name: string;
            priority: number;
            product_ids: unknown[];
            stackable: boolean;
            starts_at: string | null;
            /** Format: date-time */
            updated_at: string;
            value: number;
        };
        PromotionInput: {
            applies_to: string;
            buy_quantity: number | null;
            category_ids: unknown[];
            created_at: unknown;
            ends_at: string | null;
            get_quantity: number | null;
            id: number;
            is_active: boolean;
            kind: string;
            min_order: number | null;
            name: string;
            priority: number;
            product_ids: unknown[];
            stackable: boolean;
            starts_at: string | null;
            updated_at: unknown;
            value: number;
        };
        ReaderLibraryItem: {
            cover: string | null;
            files: string[];
            /** Format: date-time */
            granted_at: string;
            item_id: number;
            kind: string;
            progress: {
                percent: number;
                /** Format: date-time */
                read_at: string;
                seconds: number | null;
            } | null;
            /** @enum {string} */
            reason: "bought" | "subscription" | "gift";
            subtitle: string | null;
            title: string;
        };
        ReaderLibraryItemInput: {
            cover: string | null;
            files: string[];
            granted_at: unknown;
            item_id: number;
            kind: string;
            progress: {
                percent: number;
                read_at: unknown;
                seconds: number | null;
            } | null;
            /** @enum {string} */
            reason: "bought" | "subscription" | "gift";
            subtitle: string | null;
            title: string;
        };
        Receipt: {
            amount: number;
            card_last4: string | null;
            customer: {
                email: string | null;
                id: number | null;
                name: string;
                phone: string | null;
            };
            description: string;
            /** @description The order paid, on an order's receipt */
            order_id: number | null;
            paid_at: string | null;
            payment_id: number;
            period_end: string | null;
            period_start: string | null;
            receipt_number: number;
            reference: string | null;
            refunded_at: string | null;
            vat: number;
            vat_percent: number;
        };
        ReceiptInput: {
            amount: number;
            card_last4: string | null;
            customer: {
                email: string | null;
                id: number | null;
                name: string;
                phone: string | null;
            };
            description: string;
            /** @description The order paid, on an order's receipt */
            order_id: number | null;
            paid_at: string | null;
            payment_id: number;
            period_end: string | null;
            period_start: string | null;
            receipt_number: number;
            reference: string | null;
            refunded_at: string | null;
            vat: number;
            vat_percent: number;
        };
        Role: {
            built_in: boolean;
            /** Format: date-time */
            created_at: string;
            description: string;
            id: number;
            name: string;
            permissions: unknown;
            screens: unknown[];
            /** Format: date-time */
            updated_at: string;
        };
        RoleInput: {
            built_in: boolean;
            created_at: unknown;
            description: string;
            id: number;
            name: string;
            permissions: unknown;
            screens: unknown[];
            updated_at: unknown;
        };
        SavedView: {
            id: number;
            mine: boolean;
            name: string;
            owner: string;
            params: {
                column_ranks?: number[];
                filter: {
                    [key: string]: unknown;
                };
                hidden_columns?: string[];
                per_page?: number;
                sort?: {
                    field: string;
                    /** @enum {string} */
                    order: "ASC" | "DESC";
                };
            };
            resource: string;
            shared: boolean;
        };
        SavedViewInput: {
            id: number;
            mine: boolean;
            name: string;
            owner: string;
            params: {
                column_ranks?: number[];
                filter: {
                    [key: string]: unknown;
                };
                hidden_columns?: string[];
                per_page?: number;
                sort?: {
                    field: string;
                    /** @enum {string} */
                    order: "ASC" | "DESC";
                };
            };
            resource: string;
            shared: boolean;
        };
        SecurityEvent: {
            at: string;
            details: {
                [key: string]: string | number | boolean | null;
            };
            email: string;
            id: number;
            ip: string;
            /** @enum {string} */
            kind: "sign_in" | "sign_in_failed" | "sign_out" | "password_changed" | "password_reset" | "user_created" | "user_rights_changed" | "user_deleted" | "export";
            subject_email: string | null;
            subject_id: string | null;
            user_id: string | null;
            user_name: string | null;
        };
        SecurityEventInput: {
            at: string;
            details: {
                [key: string]: string | number | boolean | null;
            };
            email: string;
            id: number;
            ip: string;
            /** @enum {string} */
            kind: "sign_in" | "sign_in_failed" | "sign_out" | "password_changed" | "password_reset" | "user_created" | "user_rights_changed" | "user_deleted" | "export";
            subject_email: string | null;
            subject_id: string | null;
            user_id: string | null;
            user_name: string | null;
        };
        ShippingOption: {
            /** Format: date-time */
            created_at: string;
            id: number;
            is_active: boolean;
            is_default: boolean;
            name: string;
            price: number;
            /** Format: date-time */
            updated_at: string;
        };
        ShippingOptionInput: {
            created_at: unknown;
            id: number;
            is_active: boolean;
            is_default: boolean;
            name: string;
            price: number;
            updated_at: unknown;
        };
        ShopEvent: {
            all_day: boolean;
            capacity: number | null;
            color: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            ends_at: string;
            id: number;
            image: string | null;
            online_url: string | null;
            product_id: number | null;
            repeat: string;
            repeat_until: string | null;
            series_id: number | null;
            starts_at: string;
            status: string;
            ticket_price: number | null;
            tickets_sold: number;
            title: string;
            /** Format: date-time */
            updated_at: string;
            venue: string | null;
        };
        ShopEventInput: {
            all_day: boolean;
            capacity: number | null;
            color: string | null;
            created_at: unknown;
            description: string | null;
            ends_at: string;
            id: number;
            image: string | null;
            online_url: string | null;
            product_id: number | null;
            repeat: string;
            repeat_until: string | null;
            series_id: number | null;
            starts_at: string;
            status: string;
            ticket_price: number | null;
            tickets_sold: number;
            title: string;
            updated_at: unknown;
            venue: string | null;
        };
        Subscription: {
            billing_period: string;
            cancel_at_period_end: boolean;
            cancelled_at: string | null;
            /** Format: date-time */
            created_at: string;
            credit: number;
            current_period_end: string;
            current_period_start: string;
            id: number;
            next_charge_at: string | null;
            notes: string | null;
            option_id: number;
            payment_token: string | null;
            person_id: number;
            price: number;
            started_at: string;
            status: string;
            /** Format: date-time */
            updated_at: string;
        };
        SubscriptionInput: {
            billing_period: string;
            cancel_at_period_end: boolean;
            cancelled_at: string | null;
            created_at: unknown;
            credit: number;
            current_period_end: string;
            current_period_start: string;
            id: number;
            next_charge_at: string | null;
            notes: string | null;
            option_id: number;
            payment_token: string | null;
            person_id: number;
            price: number;
            started_at: string;
            status: string;
            updated_at: unknown;
        };
        SubscriptionMetrics: {
            active: number;
            churned_30d: number;
            mrr: number;
            new_30d: number;
            past_due: number;
            paused: number;
            revenue_30d: number;
            trialing: number;
        };
        SubscriptionMetricsInput: {
            active: number;
            churned_30d: number;
            mrr: number;
            new_30d: number;
            past_due: number;
            paused: number;
            revenue_30d: number;
            trialing: number;
        };
        SubscriptionOption: {
            benefits: unknown[];
            billing_period: string;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            id: number;
            is_active: boolean;
            name: string;
            price: number;
            trial_days: number;
            /** Format: date-time */
            updated_at: string;
        };
        SubscriptionOptionInput: {
            benefits: unknown[];
            billing_period: string;
            created_at: unknown;
            description: string | null;
            id: number;
            is_active: boolean;
            name: string;
            price: number;
            trial_days: number;
            updated_at: unknown;
        };
        SubscriptionPayment: {
            amount: number;
            attempt: number;
            /** Format: date-time */
            created_at: string;
            credit_applied: number;
            description: string | null;
            failure_reason: string | null;
            id: number;
            idempotency_key: string | null;
            paid_at: string | null;
            period_end: string | null;
            period_start: string | null;
            person_id: number | null;
            provider_reference: string | null;
            receipt_number: number | null;
            refund_reason: string | null;
            refund_reference: string | null;
            refunded_at: string | null;
            status: string;
            subscription_id: number;
            /** Format: date-time */
            updated_at: string;
        };
        SubscriptionPaymentInput: {
            amount: number;
            attempt: number;
            created_at: unknown;
            credit_applied: number;
            description: string | null;
            failure_reason: string | null;
            id: number;
            idempotency_key: string | null;
            paid_at: string | null;
            period_end: string | null;
            period_start: string | null;
            person_id: number | null;
            provider_reference: string | null;
            receipt_number: number | null;
            refund_reason: string | null;
            refund_reference: string | null;
            refunded_at: string | null;
            status: string;
            subscription_id: number;
            updated_at: unknown;
        };
        SupportInquiry: {
            account_id: number | null;
            assignee_id: string | null;
            assignee_name: string | null;
            created_at: string;
            customer_email: string;
            customer_name: string;
            first_response_at: string | null;
            id: number;
            last_message_at: string;
            message_count: number;
            person_id: number | null;
            person_name: string | null;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            resolved_at: string | null;
            /** @description The start of the last message from the customer */
            snippet: string;
            /** @enum {string} */
            status: "new" | "open" | "waiting" | "resolved";
            subject: string;
            tags: string[];
            unread: boolean;
        };
        SupportInquiryDetail: {
            account: {
                email: string;
                id: number;
                name: string;
            } | null;
            account_id: number | null;
            assignee_id: string | null;
            assignee_name: string | null;
            created_at: string;
            customer_email: string;
            customer_name: string;
            first_response_at: string | null;
            id: number;
            last_message_at: string;
            message_count: number;
            messages: components["schemas"]["SupportMessage"][];
            person: {
                emails: string[];
                id: number;
                name: string;
                phones: string[];
            } | null;
            person_id: number | null;
            person_name: string | null;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            resolved_at: string | null;
            /** @description The start of the last message from the customer */
            snippet: string;
            /** @enum {string} */
            status: "new" | "open" | "waiting" | "resolved";
            subject: string;
            tags: string[];
            unread: boolean;
        };
        SupportInquiryDetailInput: {
            account: {
                email: string;
                id: number;
                name: string;
            } | null;
            account_id: number | null;
            assignee_id: string | null;
            assignee_name: string | null;
            created_at: string;
            customer_email: string;
            customer_name: string;
            first_response_at: string | null;
            id: number;
            last_message_at: string;
            message_count: number;
            messages: components["schemas"]["SupportMessageInput"][];
            person: {
                emails: string[];
                id: number;
                name: string;
                phones: string[];
            } | null;
            person_id: number | null;
            person_name: string | null;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            resolved_at: string | null;
            /** @description The start of the last message from the customer */
            snippet: string;
            /** @enum {string} */
            status: "new" | "open" | "waiting" | "resolved";
            subject: string;
            tags: string[];
            unread: boolean;
        };
        SupportInquiryInput: {
            account_id: number | null;
            assignee_id: string | null;
            assignee_name: string | null;
            created_at: string;
            customer_email: string;
            customer_name: string;
            first_response_at: string | null;
            id: number;
            last_message_at: string;
            message_count: number;
            person_id: number | null;
            person_name: string | null;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            resolved_at: string | null;
            /** @description The start of the last message from the customer */
            snippet: string;
            /** @enum {string} */
            status: "new" | "open" | "waiting" | "resolved";
            subject: string;
            tags: string[];
            unread: boolean;
        };
        SupportMessage: {
            attachments: {
                mime_type: string | null;
                name: string;
                /** @description Why it was not stored (a type or size the files rules refuse) */
                refused: ("type" | "size") | null;
                size: number;
                thumbnail_url: string | null;
                /** @description Signed; null when not stored */
                url: string | null;
            }[];
            author_id: string | null;
            author_name: string;
            created_at: string;
            /** @description A sent reply: the account's SMTP server, or the outbox folder (no SMTP_URL) */
            delivery: ("smtp" | "outbox") | null;
            /** @description A failed send: the mail server's detail, for the log */
            error: string | null;
            /** @description A failed send: AUTH_FAILED, HOST_UNREACHABLE, TIMEOUT, TLS_FAILED, MAIL_ERROR or PASSWORD_UNREADABLE */
            error_code: string | null;
            from_address: string;
            from_name: string;
            /** @description Sanitised */
            html: string | null;
            id: number;
            in_reply_to: string | null;
            inquiry_id: number;
            /** @enum {string} */
            kind: "in" | "out" | "note";
            message_id: string | null;
            references: string[];
            sent_at: string | null;
            /** @enum {string} */
            state: "received" | "sent" | "draft" | "failed";
            subject: string;
            text: string;
            to_address: string;
        };
        SupportMessageInput: {
            attachments: {
                mime_type: string | null;
                name: string;
                /** @description Why it was not stored (a type or size the files rules refuse) */
                refused: ("type" | "size") | null;
                size: number;
                thumbnail_url: string | null;
                /** @description Signed; null when not stored */
                url: string | null;
            }[];
            author_id: string | null;
            author_name: string;
            created_at: string;
            /** @description A sent reply: the account's SMTP server, or the outbox folder (no SMTP_URL) */
            delivery: ("smtp" | "outbox") | null;
            /** @description A failed send: the mail server's detail, for the log */
            error: string | null;
            /** @description A failed send: AUTH_FAILED, HOST_UNREACHABLE, TIMEOUT, TLS_FAILED, MAIL_ERROR or PASSWORD_UNREADABLE */
            error_code: string | null;
            from_address: string;
            from_name: string;
            /** @description Sanitised */
            html: string | null;
            id: number;
            in_reply_to: string | null;
            inquiry_id: number;
            /** @enum {string} */
            kind: "in" | "out" | "note";
            message_id: string | null;
            references: string[];
            sent_at: string | null;
            /** @enum {string} */
            state: "received" | "sent" | "draft" | "failed";
            subject: string;
            text: string;
            to_address: string;
        };
        UserMe: {
            /** Format: date-time */
            created_at: string;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
            permissions: {
                resources: {
                    [key: string]: string[];
                };
                screens: string[];
            };
            role_ids: number[];
            /** Format: date-time */
            updated_at: string;
        };
        UserMeInput: {
            created_at: unknown;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
            permissions: {
                resources: {
                    [key: string]: string[];
                };
                screens: string[];
            };
            role_ids: number[];
            updated_at: unknown;
        };
        UserPublic: {
            /** Format: date-time */
            created_at: string;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
            /** Format: date-time */
            updated_at: string;
        };
        UserPublicInput: {
            created_at: unknown;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
            updated_at: unknown;
        };
        UserWithRoles: {
            /** Format: date-time */
            created_at: string;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
            role_ids: number[];
            /** Format: date-time */
            updated_at: string;
        };
        UserWithRolesInput: {
            created_at: unknown;
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
            role_ids: number[];
            updated_at: unknown;
        };
        ValidationError: {
            ctx?: {
                [key: string]: unknown;
            };
            input: unknown;
            loc: (string | number)[];
            msg: string;
            type: string;
        };
        ValidationErrorInput: {
            ctx?: {
                [key: string]: unknown;
            };
            input: unknown;
            loc: (string | number)[];
            msg: string;
            type: string;
        };
        WebsiteSettings: {
            analytics_id?: string | null;
            colors?: {
                primary?: string;
                secondary?: string;
            };
            contact?: {
                address?: string | null;
                email?: string | null;
                phone?: string | null;
            };
            logo?: string | null;
            social_links?: {
                network: string;
                /** Format: uri */
                url: string;
            }[];
            title?: string;
        };
        WebsiteSettingsInput: {
            analytics_id?: string | null;
            colors?: {
                primary?: string;
                secondary?: string;
            };
            contact?: {
                address?: string | null;
                email?: string | null;
                phone?: string | null;
            };
            logo?: string | null;
            social_links?: {
                network: string;
                /** Format: uri */
                url: string;
            }[];
            title?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
