extension SplitState {
    /// How much of a rebuilt state the internal rebuilding functions check, for readers that
    /// know more than the public ones can: every rebuilt state is checked, the question is only
    /// what may be taken as already known.
    enum RebuildCheck {
        /// Every invariant, accordions in full: what the public functions and `init(json:)` do.
        case full
        /// Accordions their O(1) invariants only: for accordions just built, consistent, by
        /// `Accordion.restore` from checked records (see ``SplitState/validate(accordionsInFull:)``).
        case accordionsBuiltChecked
        /// Nothing more when the state equals `valid`, which has passed the full check, and
        /// `valid` itself is kept: the caller gets a state that passed the check either way
        /// (the property runner's JSON law, reading back a state its invariants law has just
        /// checked). Equality alone would not vouch for accordions, whose `==` compares
        /// contents and not the storage their full check reads; the state kept is `valid`, and
        /// the accordions read were built consistent by `Accordion.restore` in any case.
        /// Anything else is checked as ``accordionsBuiltChecked``.
        case unlessEqual(to: SplitState)

        /// Checks `state`; answers the state to keep, `valid` itself when the two are equal, so
        /// that later comparisons with it find shared storage.
        func apply(to state: SplitState) throws(NavigationError) -> SplitState {
            switch self {
            case .full:
                try state.validate(accordionsInFull: true)
            case .accordionsBuiltChecked:
                try state.validate(accordionsInFull: false)
            case .unlessEqual(let valid):
                if state == valid { return valid }
                try state.validate(accordionsInFull: false)
            }
            return state
        }
    }
}
