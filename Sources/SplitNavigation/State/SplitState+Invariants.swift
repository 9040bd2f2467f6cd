extension SplitState {
    /// Checks every invariant the type documents, naming the first one broken, as decoding and
    /// the rebuilding functions do; every state the library makes passes it.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` naming the broken invariant.
    /// - Complexity: O(*n*) expected, accordion nodes included.
    public func validate() throws(NavigationError) {
        try validate(accordionsInFull: true)
    }

    /// ``validate()``, with accordions given their O(1) checks only unless `accordionsInFull`:
    /// after every mutation in debug builds, since each accordion checks its own mutations.
    func validate(accordionsInFull inFull: Bool) throws(NavigationError) {
        let shownCount = switch storage {
        case .regular(let stacks): stacks.primary.count + stacks.supplementary.count + stacks.detail.count
        case .compact(let stack, let keptAside, _): stack.count + keptAside.count
        }
        var seen = SeenChildIDs(below: nextID, expected: shownCount)
        func check(_ children: [Child<Route>], _ place: @autoclosure () -> String, prefer column: Column?) throws(NavigationError) {
            // By index, reading fields in place: a loop variable would copy each child.
            for index in children.indices {
                let id = children[index].id
                guard id.rawValue >= 1 else {
                    throw .invalidState("child \(id) in \(place()) has an id below 1")
                }
                guard id < nextID else {
                    throw .invalidState("child \(id) in \(place()) is not below the id counter \(nextID.rawValue)")
                }
                guard seen.insert(id) else {
                    throw .invalidState("id \(id) is used by more than one child")
                }
                let preferred = children[index].preferredColumn
                if let column, preferred != column {
                    throw .invalidState("child \(id) prefers the \(preferred) column but is in \(place())")
                }
                // A selection's list existed before what it opened; it may have gone since.
                if let list = children[index].openedBy?.list, list >= id {
                    throw .invalidState("child \(id) in \(place()) was opened by a selection in \(list), which is not an older child")
                }
                switch children[index].content {
                case .plain:
                    continue
                case .accordion:
                    try children[index].content.validate(child: id, in: place(), full: inFull)
                case .tabs(let group):
                    // A tab group has no O(n) part to its check: `full` does not apply.
                    try children[index].content.validate(child: id, in: place(), full: false)
                    try checkStored(group, of: children[index])
                }
            }
        }
        // Stored children keep their ids taken and must fit where a select would put them back.
        func checkStored(_ group: TabGroup<Route>, of owner: Child<Route>) throws(NavigationError) {
            for tab in group.tabs {
                guard let stacks = group.storedStacks(for: tab.id) else { continue }
                // Built only for a message: most checks pass.
                func place() -> String { "the stacks tab \(tab.id) of child \(owner.id) stored" }
                for (part, column) in [(stacks.supplementary, Column.supplementary), (stacks.detail, .detail)] where !part.isEmpty {
                    guard column > owner.preferredColumn, columns.contains(column) else {
                        throw .invalidState("child \(part[0].id) in \(place()) is stored for the \(column) column, which is not a column of the split right of the \(owner.preferredColumn) column")
                    }
                }
                try check(stacks.above, place(), prefer: owner.preferredColumn)
                try check(stacks.supplementary, place(), prefer: .supplementary)
                try check(stacks.detail, place(), prefer: .detail)
            }
        }
        // Column by column, as `children` lists them, without building that array.
        func checkColumnsOfSplit(_ children: [Child<Route>]) throws(NavigationError) {
            for index in children.indices where !columns.contains(children[index].preferredColumn) {
                throw .invalidState("child \(children[index].id) prefers the \(children[index].preferredColumn) column, which a two-column split does not have")
            }
        }
        switch storage {
        case .regular(let stacks):
            try checkColumnsOfSplit(stacks.primary)
            try checkColumnsOfSplit(stacks.supplementary)
            try checkColumnsOfSplit(stacks.detail)
        case .compact(let stack, let keptAside, _):
            try checkColumnsOfSplit(stack)
            try checkColumnsOfSplit(keptAside)
        }
        guard columns.contains(focus) else {
            throw .invalidState("the focus is the \(focus) column, which a two-column split does not have")
        }
        switch storage {
        case .regular(let stacks):
            guard !stacks.primary.isEmpty else {
                throw .invalidState("the primary column has no root")
            }
            guard width != .compact else {
                throw .invalidState("a regular-layout state cannot have compact width")
            }
            try check(stacks.primary, "the primary column", prefer: .primary)
            try check(stacks.supplementary, "the supplementary column", prefer: .supplementary)
            try check(stacks.detail, "the detail column", prefer: .detail)
        case .compact(let stack, let keptAside, let spare):
            // Only the library makes `spare`; a child there would be one no stack shows.
            guard spare.isEmpty else {
                throw .invalidState("child \(spare[0].id) is in the compact state's spare buffer, which no stack shows")
            }
            guard let bottom = stack.first else {
                throw .invalidState("the compact stack has no root")
            }
            guard bottom.preferredColumn == .primary else {
                throw .invalidState("child \(bottom.id) at the bottom of the compact stack prefers the \(bottom.preferredColumn) column")
            }
            guard width == .compact else {
                throw .invalidState("a compact-layout state must have compact width, not \(width)")
            }
            try check(stack, "the compact stack", prefer: nil)
            try check(keptAside, "the kept-aside detail stack", prefer: .detail)
            if !keptAside.isEmpty {
                guard policy == .hideDetail else {
                    throw .invalidState("only the hideDetail policy keeps detail children aside, the policy is \(policy)")
                }
                if let shown = stack.first(where: { $0.preferredColumn == .detail }) {
                    throw .invalidState("child \(shown.id) is a detail child in the compact stack while others are kept aside")
                }
            }
        }
        for (position, modal) in modals.enumerated() {
            func place() -> String { "modal \(position)" }
            guard !modal.stack.isEmpty else {
                throw .invalidState("\(place()) has no root")
            }
            try check(modal.stack, place(), prefer: nil)
            for child in modal.stack {
                guard columns.contains(child.preferredColumn) else {
                    throw .invalidState("child \(child.id) in \(place()) prefers the \(child.preferredColumn) column, which a two-column split does not have")
                }
                guard case .plain = child.content, child.openedBy == nil else {
                    throw .invalidState("child \(child.id) in \(place()) is not plain: children in a modal have no content or selection of their own")
                }
            }
        }
    }

    /// Re-checks the invariants after a mutation in debug builds made with
    /// `SPLITNAV_INTERNAL_CHECKS=1` (see Package.swift). Out of line: the flag is the library's,
    /// not the app's that inlines the event path.
    @usableFromInline
    func _checkInvariants() {
        #if SPLITNAV_INTERNAL_CHECKS
        do {
            try validate(accordionsInFull: false)
        } catch {
            // A library bug, in the library's own checked builds only.
            fatalError("SplitState invariant broken: \(error)")
        }
        #endif
    }
}

extension ChildContent {
    /// Checks the content's own invariants (an accordion's or a tab group's) in every build, so
    /// that a decoded or rebuilt state holding a broken one is rejected, never used.
    ///
    /// - Parameter full: whether to check an accordion in full, O(*n*); otherwise its O(1)
    ///   checks only (see `SplitState.validate(accordionsInFull:)`).
    func validate(child: ChildID, in place: @autoclosure () -> String, full: Bool) throws(NavigationError) {
        switch self {
        case .plain:
            return
        case .accordion(let accordion):
            if let problem = accordion._invariantViolation(full: full) {
                throw .invalidState("the accordion of child \(child) in \(place()) is inconsistent: \(problem)")
            }
        case .tabs(let group):
            if let problem = group._invariantViolation() {
                throw .invalidState("the tab group of child \(child) in \(place()) is inconsistent: \(problem)")
            }
        }
    }
}
