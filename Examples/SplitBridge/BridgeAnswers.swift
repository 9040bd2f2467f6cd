import SplitNavigation

/// What an accepted event is answered with, chosen at `start` (`"answers"`).
///
/// - `full` (the default): the whole presentation and the changes. Simple to use; each answer
///   costs O(*n*) for *n* children on screen.
/// - `changes`: the changes and a ``BridgeFingerprint`` of the state. Each answer costs what the
///   change costs, so a long session stays linear; `{"event":"presentation"}` answers the whole
///   presentation when the client wants it.
enum BridgeAnswers: String, CaseIterable, Sendable {
    case full
    case changes
}

/// A check of the presentation that the bridge computes in O(1) and a client can recompute from
/// the presentation it maintains.
///
/// It is the FNV-1a 64-bit hash, as 16 lower-case hex digits, of a summary line:
///
/// ```text
/// regular primary,supplementary,detail primary=1:1 supplementary=2:5 detail=0:0
/// compact primary stack=3:6
/// ```
///
/// the layout, the visible columns (compact: `primary`), and for each column of the answer
/// (`stack` in compact layout) its number of children and its top child's id (`0` when empty);
/// while a tab group child is on screen, then ` tabs=`, their number, `:` and the wrapping
/// 64-bit sum, as 16 hex digits, of each one's FNV-1a hash of its id, the index of its selected
/// tab and its number of tabs (`1:0:3`) (see ``BridgeShownTabGroups``); while a modal is up,
/// then ` modals=M:R:N:T`: the number of modals
/// and, for the top one, its id (its root's), its number of children and its top child's id.
/// Equal presentations give equal fingerprints. A client that applied every change since the last
/// full presentation and computes another fingerprint has lost or misapplied one; the fingerprint
/// does not see below the tops, inside accordion rows or at tabs other than the selected one, so
/// equal fingerprints do not prove equal presentations (ask for the presentation to compare those).
enum BridgeFingerprint {
    /// The summary line of a navigator's state, whose tab group children on screen are `tabGroups`.
    static func summary(of navigator: SplitNavigator<BridgeRoute>, tabGroups: BridgeShownTabGroups) -> String {
        let presentation = navigator.presentation
        var text = presentation.layout.rawValue
        text += " " + presentation.visibleColumns.map(\.rawValue).joined(separator: ",")
        func column(_ name: String, _ stack: [Child<BridgeRoute>]) {
            text += " \(name)=\(stack.count):\(stack.last?.id.rawValue ?? 0)"
        }
        switch presentation.layout {
        case .regular:
            for name in presentation.columns.all {
                column(name.rawValue, presentation.stack(name))
            }
        case .compact:
            column("stack", presentation.stack(.primary))
        }
        // Only while a tab group is on screen, so that fingerprints without one stay as they were.
        text += tabGroups.summary
        // Only while a modal is up, so that fingerprints without modals stay as they were.
        if let top = presentation.modals.last {
            text += " modals=\(presentation.modals.count):\(top.id.rawValue):\(top.stack.count):\(top.top.id.rawValue)"
        }
        return text
    }

    /// The fingerprint of a navigator's state, whose tab group children on screen are `tabGroups`.
    static func fingerprint(of navigator: SplitNavigator<BridgeRoute>, tabGroups: BridgeShownTabGroups) -> String {
        fnv1a64(summary(of: navigator, tabGroups: tabGroups))
    }

    /// FNV-1a, 64 bits, of the text's UTF-8, as 16 hex digits.
    static func fnv1a64(_ text: String) -> String {
        hex(fnv1a64Value(text))
    }

    /// FNV-1a, 64 bits, of the text's UTF-8.
    static func fnv1a64Value(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 16 lower-case hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
