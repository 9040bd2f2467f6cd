import Foundation
import SplitNavigation
import SplitNavigationStore

/// The recording viewer's server half: reads a JSON-lines recording (a store's, or a testing-kit
/// counterexample, whose routes may be any JSON) and replays it step by step, drawing every step
/// at compact and at regular width, so the page can show both side by side.
package enum RecordingReplay {
    /// The most steps one answer holds; a longer recording is cut there, and the answer says so.
    static let maxSteps = 2_000

    /// One step: the event (`start` for the first step) and the state after it, drawn both ways.
    struct Step: Encodable {
        let index: Int
        /// The recording's line the step comes from (1 is the start line).
        let line: Int
        /// The event in a few words (``EventLabel``): `start`, `push mailbox(Inbox) (supplementary)`.
        let event: String
        let error: String?
        /// The layout the recorded session itself was in after the step.
        let layout: String
        let compact: Rendering
        let regular: Rendering
    }

    /// A presentation as the viewer draws it.
    struct Rendering: Encodable {
        struct Item: Encodable {
            let id: Int
            let label: String
            /// An accordion child's visible rows, indented by depth, the selection marked.
            let rows: [String]?
        }
        /// A modal over the columns: its style as presented, how it shows at this width (a sheet
        /// is the whole window at compact width), and its stack, root first.
        struct Modal: Encodable {
            let id: Int
            let style: String
            let shown: String
            let stack: [Item]
        }
        let layout: String
        let visible: [String]
        let stacks: [String: [Item]]
        /// Bottom first.
        let modals: [Modal]
    }

    struct Answer: Encodable {
        let ok: Bool
        var columns: Int? = nil
        var steps: [Step]? = nil
        var truncated: Bool? = nil
        var error: String? = nil
    }

    /// The whole answer, as JSON text. Never throws: a recording that cannot be read is answered
    /// with the line and the reason.
    package static func answer(_ data: Data) -> String {
        let answer: Answer
        do {
            let recording = try NavigationRecording<JSONValue>(jsonLines: data)
            answer = replay(recording)
        } catch {
            answer = Answer(ok: false, error: "line \(error.line): \(error.cause.code.rawValue): \(error.cause.message)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let encoded = try? encoder.encode(answer) else {
            return #"{"error":"the replay could not be encoded","ok":false}"#
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Replays every event, keeping the ones the navigator refuses as steps with their error (a
    /// counterexample records them, and they change nothing).
    static func replay(_ recording: NavigationRecording<JSONValue>) -> Answer {
        var navigator = SplitNavigator(state: recording.start)
        var steps = [step(0, navigator, event: "start", error: nil)]
        for (offset, event) in recording.events.prefix(maxSteps - 1).enumerated() {
            var error: String?
            let label = EventLabel.describe(event, before: navigator.state)
            do throws(NavigationError) {
                try navigator.send(event)
            } catch let refused {
                error = "\(refused.code.rawValue): \(refused.message)"
            }
            steps.append(step(offset + 1, navigator, event: label, error: error))
        }
        return Answer(
            ok: true, columns: recording.start.columns == .three ? 3 : 2, steps: steps,
            truncated: recording.events.count > maxSteps - 1)
    }

    private static func step(_ index: Int, _ navigator: SplitNavigator<JSONValue>, event: String, error: String?) -> Step {
        Step(
            index: index, line: index + 1, event: event, error: error, layout: navigator.state.layout.rawValue,
            compact: rendering(navigator, at: .compact), regular: rendering(navigator, at: .regular))
    }

    /// The state as it shows at a width: a width change never changes a stack, so it always
    /// applies, and it is applied to a copy.
    private static func rendering(_ navigator: SplitNavigator<JSONValue>, at width: Width) -> Rendering {
        var copy = navigator
        _ = try? copy.send(.setWidth(width))
        let presentation = copy.presentation
        func item(_ child: Child<JSONValue>) -> Rendering.Item {
            Rendering.Item(id: child.id.rawValue, label: child.route.label, rows: child.content.accordion.map(rows))
        }
        var stacks: [String: [Rendering.Item]] = [:]
        for column in Column.allCases {
            stacks[column.rawValue] = presentation.stack(column).map(item)
        }
        let modals = presentation.modals.map { modal in
            Rendering.Modal(
                id: modal.id.rawValue, style: modal.style.rawValue, shown: presentation.shownStyle(of: modal).rawValue,
                stack: modal.stack.map(item))
        }
        return Rendering(
            layout: presentation.layout.rawValue, visible: presentation.visibleColumns.map(\.rawValue), stacks: stacks,
            modals: modals)
    }

    private static func rows(_ accordion: Accordion<JSONValue>) -> [String] {
        accordion.visibleRows.map { row in
            let indent = String(repeating: "  ", count: min(row.depth, 16))
            guard let id = row.id else { return indent + "…loading" }
            let marker = row.hasChildren ? (row.isExpanded ? "▾ " : "▸ ") : "  "
            let selected = accordion.selection == id ? " ●" : ""
            let label = (try? accordion.label(of: id)).map { $0.title ?? $0.value?.label ?? "" } ?? "?"
            return indent + marker + label + selected
        }
    }
}
