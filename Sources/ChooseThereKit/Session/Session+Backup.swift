#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - export and import

extension Session {
    /// Largest file `import` reads.
    static let importLimit = 50 << 20
    /// The mode of an import whose replace was confirmed at the terminal
    /// (internal: the grammar never produces it).
    static let confirmedReplace = "confirmed-replace"

    /// Resolves a user path: `~` is the home directory, relative paths start
    /// at the working directory.
    func resolve(_ path: String) -> URL {
        var p = path
        if p.count >= 2, let f = p.first, let l = p.last, (f == "\"" && l == "\"") || (f == "'" && l == "'") { p = String(p.dropFirst().dropLast()) }
        if p == "~" || p.hasPrefix("~/") { p = paths.home + p.dropFirst() }
        if p.hasPrefix("/") { return URL(fileURLWithPath: p) }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(p)
    }

    /// A path as the user would type it: relative to the working directory
    /// when inside it, else with `~` for the home directory.
    func display(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        if cwd.count > 1, path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return paths.display(url)
    }

    func export(path: String?) throws -> Reply {
        var url = resolve(path ?? Backup.defaultFileName)
        // A folder (existing, or written with a trailing slash) gets the app's file name.
        if FileSystem.isDirectory(url.path) || (path?.hasSuffix("/") ?? false) { url = url.appendingPathComponent(Backup.defaultFileName) }
        let existed = FileManager.default.fileExists(atPath: url.path)
        let backup = try store.exportBackup(createdAt: now(), appVersion: "choosethere \(Session.version)")
        do {
            try FileSystem.writeAtomically(Array(backup.json.prettyEncoded().utf8), to: url)
        } catch {
            throw CommandError("cannot_write", "Could not write the backup: \(error)")
        }
        let shown = display(url)
        let text = "Exported \(backup.restaurants.count) place\(backup.restaurants.count == 1 ? "" : "s") and \(backup.visits.count) visit\(backup.visits.count == 1 ? "" : "s") to \(shown)" + (existed ? " (replaced the old file)." : ".")
        return .message(text, result: .object(["path": .string(url.path), "places": .int(backup.restaurants.count), "visits": .int(backup.visits.count)]))
    }

    func importFile(path: String?, mode: String?, preview: Bool) throws -> Reply {
        guard let path, !path.isEmpty else {
            throw CommandError("missing_argument", "Say which file: import PATH [merge|replace] [preview]")
        }
        let url = resolve(path)
        let shown = display(url)
        let bytes: [UInt8]
        do { bytes = try FileSystem.readFile(url, limit: Session.importLimit) } catch {
            throw CommandError("cannot_read", "Cannot import \(shown): \(error.reason).")
        }
        let store = self.store
        let decoded = Backup.decode(bytes: bytes, now: now(), knownIds: { (try? store.place(id: $0)) != nil })
        let places: [Restaurant]
        let visits: [Visit]
        var skipped: [String] = []
        var kind = "backup"
        switch decoded {
        case .failure(let failure):
            var lines = [Line("\(shown) was not imported; nothing changed. \(failure.problems.count) problem\(failure.problems.count == 1 ? "" : "s"):", .error)]
            lines += failure.problems.prefix(50).map { Line("  " + SafeText.clean($0.description), .error) }
            if failure.problems.count > 50 { lines.append(Line("  … and \(failure.problems.count - 50) more", .error)) }
            var reply = Reply.failure(CommandError("invalid_backup", "\(shown) has \(failure.problems.count) problem\(failure.problems.count == 1 ? "" : "s"); nothing was imported."), lines: lines)
            reply.result = .object(["problems": .array(failure.problems.map { .object(["location": .string($0.location), "message": .string($0.message)]) })])
            return reply
        case .success(.backup(let backup)):
            places = backup.restaurants
            visits = backup.visits
        case .success(.list(let list)):
            kind = "list"
            places = list.restaurants
            visits = []
            skipped = list.problems.map(\.description)
            if places.isEmpty {
                throw CommandError("invalid_backup", "\(shown) has no usable places" + (skipped.isEmpty ? "." : ": " + skipped.prefix(5).joined(separator: "; ")))
            }
        }
        var importMode: ImportMode = mode == "replace" || mode == Session.confirmedReplace ? .replace : .merge
        if kind == "list" && importMode == .replace {
            importMode = .merge  // a plain list only ever adds and updates
        }
        if preview {
            let plan = try store.plan(places: places, visits: visits, mode: importMode)
            return render(plan, shown: shown, mode: importMode, preview: true, skipped: skipped)
        }
        if importMode == .replace && mode != Session.confirmedReplace && options.interactive {
            let plan = try store.plan(places: places, visits: visits, mode: .replace)
            return Reply(action: .confirm(
                question: "Replace your whole collection with \(shown)? \(plan.removedPlaces) places and \(plan.removedVisits) visits not in the file will be deleted. Type replace to confirm:",
                expected: "replace",
                then: .importFile(path: path, mode: Session.confirmedReplace, preview: false)))
        }
        let plan = try store.importCollection(places: places, visits: visits, mode: importMode, learning: settings.learning)
        vocabularyChanged()
        state = SessionState()  // lists and pools may point at places that changed
        return render(plan, shown: shown, mode: importMode, preview: false, skipped: skipped)
    }

    private func render(_ plan: ImportPlan, shown: String, mode: ImportMode, preview: Bool, skipped: [String]) -> Reply {
        func count(_ n: Int, _ what: String) -> String { "\(n) \(what)\(n == 1 ? "" : "s")" }
        var head = preview ? "Preview of \(shown) (\(mode.rawValue)): nothing was changed." : "Imported \(shown) (\(mode.rawValue))."
        if !preview && plan.addedPlaces.isEmpty && plan.updatedPlaces.isEmpty && plan.addedVisits == 0 && plan.updatedVisits == 0
            && plan.removedPlaces == 0 && plan.removedVisits == 0 {
            head += " It matched your list already."
        }
        var lines = [Line(head, .bold)]
        let add = preview ? "Would add" : "Added", update = preview ? "Would update" : "Updated", remove = preview ? "Would remove" : "Removed"
        lines.append(Line("  \(add) \(count(plan.addedPlaces.count, "place")) and \(count(plan.addedVisits, "visit"))"))
        let unchanged = plan.unchangedPlaces + plan.unchangedVisits
        lines.append(Line("  \(update) \(count(plan.updatedPlaces.count, "place")) and \(count(plan.updatedVisits, "visit"))"
                          + (unchanged > 0 ? "; \(plan.unchangedPlaces) place\(plan.unchangedPlaces == 1 ? "" : "s") and \(plan.unchangedVisits) visit\(plan.unchangedVisits == 1 ? "" : "s") unchanged" : "")))
        if mode == .replace { lines.append(Line("  \(remove) \(count(plan.removedPlaces, "place")) and \(count(plan.removedVisits, "visit")) not in the file")) }
        for (label, names) in [("New", plan.addedPlaces), ("Changed", plan.updatedPlaces)] where !names.isEmpty {
            let listed = names.prefix(8).map(SafeText.clean).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
            lines.append(Line("  \(label): " + listed, .dim))
        }
        for problem in skipped.prefix(10) { lines.append(Line("  Skipped " + SafeText.clean(problem), .warning)) }
        return Reply(lines: lines, result: .object([
            "preview": .bool(preview), "mode": .string(mode.rawValue),
            "addedPlaces": .int(plan.addedPlaces.count), "updatedPlaces": .int(plan.updatedPlaces.count),
            "unchangedPlaces": .int(plan.unchangedPlaces), "addedVisits": .int(plan.addedVisits), "updatedVisits": .int(plan.updatedVisits),
            "removedPlaces": .int(plan.removedPlaces), "removedVisits": .int(plan.removedVisits),
            "skipped": .array(skipped.map(JSON.string)),
        ]))
    }
}
