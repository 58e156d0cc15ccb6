// MARK: - Schema and forward migrations

/// The store's schema, versioned with `PRAGMA user_version`. Each migration
/// moves the schema one version forward inside the opening transaction;
/// a store newer than this build is refused rather than guessed at.
enum Schema {
    /// Migration `i` upgrades version `i` to `i + 1`.
    static let migrations: [String] = [
        // 0 → 1: places, their tags, visits, learned weights, seed bookkeeping.
        """
        CREATE TABLE restaurants (
            pk INTEGER PRIMARY KEY,     -- compact key for the tag index
            id TEXT NOT NULL UNIQUE,    -- the place's stable id (seed, backup)
            name TEXT NOT NULL,
            name_folded TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT 'restaurant',
            category_folded TEXT NOT NULL DEFAULT 'restaurant',
            address TEXT NOT NULL DEFAULT '',
            city TEXT NOT NULL DEFAULT '',
            city_folded TEXT NOT NULL DEFAULT '',
            state TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            notes TEXT NOT NULL DEFAULT '',
            external_link TEXT,
            lat REAL NOT NULL,
            lng REAL NOT NULL,
            price_tier INTEGER CHECK (price_tier BETWEEN 1 AND 3),
            is_favorite INTEGER NOT NULL DEFAULT 0,
            rating_average REAL,
            rating_count INTEGER NOT NULL DEFAULT 0,
            last_visited_at REAL,
            origin TEXT NOT NULL DEFAULT 'user',
            user_modified INTEGER NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX restaurants_city ON restaurants (city_folded, state, name_folded);
        CREATE INDEX restaurants_name ON restaurants (name_folded);
        CREATE INDEX restaurants_category ON restaurants (category_folded);
        CREATE TABLE restaurant_tags (
            tag TEXT NOT NULL,          -- folded, for matching
            restaurant_pk INTEGER NOT NULL REFERENCES restaurants (pk) ON DELETE CASCADE,
            label TEXT NOT NULL,        -- as written, for display
            PRIMARY KEY (tag, restaurant_pk)
        ) WITHOUT ROWID;
        CREATE INDEX restaurant_tags_place ON restaurant_tags (restaurant_pk);
        CREATE TABLE visits (
            id TEXT PRIMARY KEY NOT NULL,
            restaurant_id TEXT NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
            date_visited REAL NOT NULL,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5),
            tags TEXT NOT NULL DEFAULT '',
            note TEXT,
            is_match INTEGER NOT NULL DEFAULT 0,
            would_return INTEGER NOT NULL DEFAULT 1
        );
        CREATE INDEX visits_restaurant ON visits (restaurant_id, date_visited);
        CREATE INDEX visits_date ON visits (date_visited);
        CREATE TABLE learned_weights (
            kind TEXT NOT NULL CHECK (kind IN ('tag', 'category')),
            key TEXT NOT NULL,
            weight REAL NOT NULL DEFAULT 0,
            PRIMARY KEY (kind, key)
        ) WITHOUT ROWID;
        CREATE TABLE forgotten_seed (id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
        CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT) WITHOUT ROWID;
        """,
        // 1 → 2: an R*Tree over the places' coordinates (a point is a
        // zero-size box), keyed by `restaurants.pk` and kept in sync by
        // triggers. R*Tree stores 32-bit floats rounded outwards, so a box
        // query never misses a point; the exact distance is checked after.
        """
        CREATE VIRTUAL TABLE restaurants_geo USING rtree (pk, min_lat, max_lat, min_lng, max_lng);
        INSERT INTO restaurants_geo (pk, min_lat, max_lat, min_lng, max_lng)
            SELECT pk, lat, lat, lng, lng FROM restaurants;
        """ + geoInsertTrigger + """
            CREATE TRIGGER restaurants_geo_move AFTER UPDATE OF pk, lat, lng ON restaurants BEGIN
                DELETE FROM restaurants_geo WHERE pk = old.pk;
                INSERT OR REPLACE INTO restaurants_geo (pk, min_lat, max_lat, min_lng, max_lng)
                    VALUES (new.pk, new.lat, new.lat, new.lng, new.lng);
            END;
            CREATE TRIGGER restaurants_geo_delete AFTER DELETE ON restaurants BEGIN
                DELETE FROM restaurants_geo WHERE pk = old.pk;
            END;
            """,
        // 2 → 3: a narrow covering index with what a spin reads, so a spin
        // over a large list touches small index pages instead of whole rows.
        """
        CREATE INDEX restaurants_spin ON restaurants (pk, city_folded, state, category_folded, price_tier, is_favorite,
            rating_average, rating_count, lat, lng, tags);
        """,
        // 3 → 4: what OpenStreetMap knows about a place (issue 15). Both
        // nullable, so older rows read as "nothing known": `osm_id` is the
        // element (`node/123`) for `refresh details`; `details` is one JSON
        // object (`PlaceDetails.json`: hours, phone, website, cuisine, diets,
        // services) — read whole with the row, and by `json_extract` for the
        // hours of an "open now" spin, so no column per tag is needed.
        """
        ALTER TABLE restaurants ADD COLUMN osm_id TEXT;
        ALTER TABLE restaurants ADD COLUMN details TEXT;
        """,
    ]

    /// Keeps the R*Tree in step with new places. Bulk loads drop it and fill
    /// the index in one statement instead (`Store.bulkLoad`), then put it back.
    static let geoInsertTrigger = """
        CREATE TRIGGER restaurants_geo_insert AFTER INSERT ON restaurants BEGIN
            INSERT OR REPLACE INTO restaurants_geo (pk, min_lat, max_lat, min_lng, max_lng)
                VALUES (new.pk, new.lat, new.lat, new.lng, new.lng);
        END;
        """

    /// The version this build writes.
    static var currentVersion: Int { migrations.count }
}
