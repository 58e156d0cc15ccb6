// MARK: - import (export and cache are single effects)

struct FileRules: SessionRules {
    let env: SessionEnvironment

    func importFile(_ request: ImportRequest) -> [SessionEffect] {
        guard let path = request.path, !path.isEmpty else { return fail(.missing(.importPath)) }
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
            return reply(.imported(ImportView(plan: plan, path: decoded.shown, mode: mode(request, decoded), preview: true,
                                              skipped: decoded.skipped)))
        }
        var confirmed = request
        confirmed.confirmed = true
        return [.reply(Reply(action: .confirm(.replace(path: decoded.shown, places: plan.removedPlaces, visits: plan.removedVisits),
                                              expected: "replace", then: .importFile(confirmed))))]
    }

    func imported(_ state: inout SessionState, _ request: ImportRequest, _ decoded: DecodedImport, _ plan: ImportPlan) -> [SessionEffect] {
        // Lists and pools may point at places that changed.
        state = SessionState(settings: state.settings, locationOverride: state.locationOverride)
        return reply(.imported(ImportView(plan: plan, path: decoded.shown, mode: mode(request, decoded), preview: false,
                                          skipped: decoded.skipped)))
    }
}
