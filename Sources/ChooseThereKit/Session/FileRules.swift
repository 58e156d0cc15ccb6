// MARK: - import and export

struct FileRules: SessionRules {
    let env: SessionEnvironment

    /// Where an export goes, decided from what is at the path: a folder gets
    /// the app's file name; a missing folder, a file that is not a regular
    /// one or one of the program's own is refused; a file that exists is
    /// replaced only when told (`overwrite`) or after a yes at a terminal.
    func exportTargetChecked(_ facts: ExportTargetFacts, overwrite: Bool) -> [SessionEffect] {
        if facts.isFolder { return [.checkExportTarget(path: facts.path + "/" + Backup.defaultFileName, overwrite: overwrite)] }
        guard facts.folderExists else { return fail(.exportFolderMissing(path: facts.shown, folder: facts.shownFolder)) }
        if let refusal = facts.refusal { return fail(.cannotWrite(reason: refusal)) }
        if facts.exists && !overwrite {
            guard env.interactive else { return fail(.exportExists(path: facts.shown, asked: facts.asked)) }
            return [.reply(Reply(action: .confirm(.overwrite(path: facts.shown), then: .export(path: facts.path, overwrite: true))))]
        }
        return [.exportBackup(path: facts.path, overwrite: overwrite)]
    }

    /// A list too large for one file needs further files beside the first
    /// (NAME-2.json…): ones already there are replaced only when told or
    /// after a yes at a terminal.
    func exportPartsTaken(path: String, shown: String, count: Int, taken: [String]) -> [SessionEffect] {
        let names = taken.joined(separator: ", ")
        guard env.interactive else { return fail(.exportPartsExist(taken: names, count: count, asked: shown)) }
        return [.reply(Reply(action: .confirm(.overwrite(path: names), then: .export(path: path, overwrite: true))))]
    }

    func importFile(_ state: inout SessionState, _ request: ImportRequest) -> [SessionEffect] {
        let request = state.pointedImport(request)
        guard let path = request.path, !path.isEmpty else { return fail(.missing(.importPath)) }
        if request.preview { state.previewedImport = path }
        return [.readImport(request)]
    }

    /// A plain list only ever adds and updates.
    func mode(_ request: ImportRequest, _ decoded: DecodedImport) -> ImportMode {
        decoded.isList ? .merge : (request.mode ?? .merge)
    }

    func importRead(_ state: inout SessionState, _ request: ImportRequest, _ decoded: DecodedImport) -> [SessionEffect] {
        let mode = mode(request, decoded)
        if request.preview { return [.planImport(request, decoded, mode)] }
        // Replacing asks first at a terminal (the user types "replace"); scripts said replace already.
        if mode == .replace && !request.confirmed && env.interactive { return [.planImport(request, decoded, mode)] }
        return [.applyImport(request, decoded, mode, learning: state.settings.learning)]
    }

    func importPlanned(_ request: ImportRequest, _ decoded: DecodedImport, _ plan: ImportPlan) -> [SessionEffect] {
        if request.preview {
            return reply(
                .imported(
                    ImportView(
                        plan: plan, path: decoded.shown, mode: mode(request, decoded), preview: true,
                        skipped: decoded.skipped, shortened: decoded.shortened)))
        }
        var confirmed = request
        confirmed.confirmed = true
        return [
            .reply(
                Reply(
                    action: .confirm(
                        .replace(path: decoded.shown, places: plan.removedPlaces, visits: plan.removedVisits),
                        expected: "replace", then: .importFile(confirmed))))
        ]
    }

    func imported(_ state: inout SessionState, _ request: ImportRequest, _ decoded: DecodedImport, _ plan: ImportPlan) -> [SessionEffect] {
        // Lists and pools may point at places that changed; the catalogue
        // stays, the vocabulary is read again (the store's terms changed).
        var fresh = SessionState(settings: state.settings, locationOverride: state.locationOverride)
        fresh.catalog = state.catalog
        fresh.storeRevision = state.storeRevision
        state = fresh
        state.storeChanged()
        return reply(
            .imported(
                ImportView(
                    plan: plan, path: decoded.shown, mode: mode(request, decoded), preview: false,
                    skipped: decoded.skipped, shortened: decoded.shortened)))
    }
}

extension SessionState {
    /// An import that points back at a file ("ok import it") with the file of the last preview filled in.
    func pointedImport(_ request: ImportRequest) -> ImportRequest {
        guard request.path == nil, request.previewedFile, let path = previewedImport else { return request }
        var request = request
        request.path = path
        return request
    }
}
