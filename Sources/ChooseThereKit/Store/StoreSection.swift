// MARK: - StoreSection: one part of the store's work

/// One part of the store's work on the store's connection — backups
/// (`Store.backups`), the search around a point (`Store.geo`), the draw
/// pool (`Store.pool`). Reads and writes go through the store, so errors
/// are worded and transactions nest the same way everywhere.
protocol StoreSection {
    var store: Store { get }
}

extension StoreSection {
    var db: Database { store.db }
    var path: String { store.path }

    func read<T>(_ body: () throws -> T) throws(StoreError) -> T { try store.read(body) }
    func write<T>(_ body: () throws -> T) throws(StoreError) -> T { try store.write(body) }
}
