import SplitNavigation

// One step of a sequence: send the event, then check the laws and the user's properties.

extension SequenceChecker {
    /// Sends one event and checks the user's properties and the laws: every enabled law on a
    /// sampled step (see ``FlowRunner/lawSampling``), on the JSON law's steps and on the last
    /// one (`isLast`), only the cheap ones on the others. Every check that fails is returned —
    /// the user's properties first, in their order, then the library's laws — so that a failure
    /// blames everything the step broke, not only the first check to notice. Once the state
    /// breaks the library's invariants, the laws that would transform it are not run.
    mutating func step(_ event: NavigationEvent<Route>, isLast: Bool = false) -> [FlowViolation] {
        let index = outcomes.count
        let before = navigator.state
        let presentationBefore = presentationNow.take() ?? navigator.presentation
        let result: Result<[NavigationChange<Route>], NavigationError>
        do throws(NavigationError) {
            // As the store sends it: an app navigator's rules see a batch's events one by one.
            var changes: [NavigationChange<Route>] = []
            try navigator.send(event, into: &changes)
            result = .success(changes)
        } catch {
            result = .failure(error)
        }
        let code: NavigationError.Code? = if case .failure(let error) = result { error.code } else { nil }
        outcomes.append(code)
        let state = navigator.state
        let presentation = navigator.presentation
        let changed = state != before
        // What was computed for the state before, moved out (not copied) when the event changed it.
        var toggledBefore: SplitState<Route>?
        var mediumBefore: SplitState<Route>?
        var targetBefore: NavigationTarget<Route>?
        if keepsDerivedStates {
            if changed {
                (toggledBefore, mediumBefore, targetBefore) = (toggledNow.take(), mediumNow.take(), targetNow.take())
            } else {
                targetBefore = targetNow
            }
        }
        // The laws' messages, collected without capturing the checker (a closure that did
        // copied it whole, every step, in a debug build).
        var broken: [(law: NavigationLaw, message: String)] = []

        let checksJSON = laws.contains(.jsonRoundTrip) && (index + jsonPhase) % jsonSampling == 0
        let checksEveryLaw = isLast || (index + lawPhase) % lawSampling == 0
        var invalid = false
        switch result {
        case .failure(let error):
            if changed { currentIDsStale = true }
            if laws.contains(.errorsChangeNothing), changed || presentation != presentationBefore {
                broken.append((.errorsChangeNothing, "rejected with \(error.code) but changed \(StateSummary(before)) into \(StateSummary(state))"))
            }
        case .success(let changes):
            if checksEveryLaw, let message = invariantsBroken(state) {
                broken.append((.invariants, message))
                invalid = true
                break
            }
            if let message = visibleColumnsBroken(state, presentation) { broken.append((.visibleColumnsInSplit, message)) }
            if let message = stacksMoved(by: event, before: before, after: state) {
                broken.append((.widthAndVisibilityKeepStacks, message))
            }
            guard checksEveryLaw else {
                if let message = tabSelectionBroken(event, before: before) { broken.append((.tabSelectionRestores, message)) }
                // A restore that changes nothing leaves every id where it was.
                if changed, laws.contains(.freshIDs) {
                    currentIDsBehind = true
                    if event.restores { usedIDs = [] }
                }
                if checksJSON, changed, let message = stateJSONBroken(state) ?? presentationJSONBroken(presentation, changes: changes) {
                    broken.append((.jsonRoundTrip, message))
                }
                break
            }
            if laws.contains(.freshIDs), currentIDsBehind {
                // Steps passed over since the ids were taken: the state before holds them now.
                currentIDs = before.sortedHeldIDs
                usedIDs.formUnion(currentIDs)
                currentIDsBehind = false
            }
            // A step that changes nothing holds the ids it held (unless a restore starts a new life).
            if laws.contains(.freshIDs), changed || currentIDsStale || event.restores,
               let message = freshIDsBroken(event, before: before, after: state) {
                broken.append((.freshIDs, message))
            }
            if laws.contains(.changesReproducePresentation),
               let message = changesBroken(changes, from: presentationBefore, to: presentation) {
                broken.append((.changesReproducePresentation, message))
            }
            // The layout first: a cheap comparison, where asking the event is a generic enum copy
            // unoptimized.
            if laws.contains(.layoutKeepsAccordions), state.layout != before.layout, event.isLayoutChange,
               let message = Self.contentChanged(from: before, to: state) {
                broken.append((.layoutKeepsAccordions, message))
            }
            if let message = tabSelectionBroken(event, before: before) { broken.append((.tabSelectionRestores, message)) }
            if laws.contains(.layoutKeepsModals), state.layout != before.layout, event.isLayoutChange,
               let message = Self.modalsChanged(from: before, to: state) {
                broken.append((.layoutKeepsModals, message))
            }
            if changed, let (law, message) = layoutLawsBroken() { broken.append((law, message)) }
            // Past the invariants law: with it on, the state is valid.
            if checksJSON, changed {
                // The presentation holds the state's routes: a loss there is reported once, as the state's.
                if let message = stateJSONBroken(state) ?? presentationJSONBroken(presentation, changes: changes) {
                    broken.append((.jsonRoundTrip, message))
                }
            }
        }
        if checksEveryLaw {
            broken += everyStepLawsBroken(
                event, before: before, result: result, code: code, invalid: invalid, changed: changed,
                toggledBefore: toggledBefore, mediumBefore: mediumBefore, targetBefore: targetBefore,
                checksJSON: checksJSON, presentation: presentation)
        } else {
            if checksJSON, let message = eventJSONBroken(event, before: before) { broken.append((.jsonRoundTrip, message)) }
            if model != nil { modelBehind = true }
        }
        var described: String?
        var properties: [FlowViolation] = []
        if !runner.properties.isEmpty {
            let step = FlowStep(
                index: index, event: event, stateBefore: before, state: state,
                presentationBefore: presentationBefore, presentation: presentation, result: result)
            for property in runner.properties {
                if let message = property.checkStep(step) {
                    let event = described ?? describe(event)
                    described = event
                    properties.append(FlowViolation(check: .property(property.name), step: index, message: "\(event): \(message)"))
                }
            }
        }
        // Last, so that the presentation moves into place rather than being copied.
        presentationNow = consume presentation
        if broken.isEmpty { return properties }
        let text = described ?? describe(event)
        return properties + broken.map { FlowViolation(check: .law($0.law), step: index, message: "\(text): \($0.message)") }
    }

    /// The laws of a step every law checks that come after the state's own: commuting with the
    /// split, the event's JSON, the reference model and reaching targets.
    private mutating func everyStepLawsBroken(
        _ event: NavigationEvent<Route>, before: SplitState<Route>, result: Result<[NavigationChange<Route>], NavigationError>,
        code: NavigationError.Code?, invalid: Bool, changed: Bool, toggledBefore: SplitState<Route>?,
        mediumBefore: SplitState<Route>?, targetBefore: NavigationTarget<Route>?, checksJSON: Bool,
        presentation: Presentation<Route>
    ) -> [(law: NavigationLaw, message: String)] {
        var broken: [(law: NavigationLaw, message: String)] = []
        if !invalid, laws.contains(.commutesWithSplit), before.layout == .compact, event.isColumnAddressed {
            let splitBefore = changed ? toggledBefore ?? toggled(before) : toggledState()
            let mediumSplitBefore = changed ? mediumBefore ?? toggled(before, splitTo: .medium) : mediumState()
            let viaCompact = result.map { _ in toggledState() }
            if let message = commutationBroken(
                event, before: before, splitBefore: splitBefore, mediumSplitBefore: mediumSplitBefore, viaCompact: viaCompact) {
                broken.append((.commutesWithSplit, message))
            }
        }
        if checksJSON, let message = eventJSONBroken(event, before: before) {
            broken.append((.jsonRoundTrip, message))
        }
        if model != nil {
            // Steps passed over left the model where it was: it restarts from the state before.
            if modelBehind {
                model?.load(before)
                modelBehind = false
            }
            let modelCode = model?.outcome(of: event)
            if modelCode != code {
                broken.append((.referenceModel, "the navigator \(code.map { "rejected it with \($0)" } ?? "accepted it"), the reference model \(modelCode.map { "rejects it with \($0)" } ?? "accepts it") (state before: \(StateSummary(before)))"))
            } else if code == nil {
                if let model, let message = modelDisagrees(model, presentation: presentation) {
                    broken.append((.referenceModel, "\(message) (state before: \(StateSummary(before)))"))
                } else {
                    model?.shareStacks(with: navigator.state)
                }
            }
        }
        // Last, so that a bug the other laws catch is listed before it: this law reads the
        // states the navigator gives, through the library's own navigator.
        if laws.contains(.reachesTargets), code == nil,
           let message = reachBroken(toTargetOf: before, target: targetBefore) {
            broken.append((.reachesTargets, message))
        }
        return broken
    }
}
