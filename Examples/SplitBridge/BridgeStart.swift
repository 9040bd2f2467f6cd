import Foundation
import SplitNavigation

/// The `start` line: either initial routes, or a saved state (the first line of a recording).
///
/// ```json
/// {"event":"start","layout":"regular","policy":"detailOnTop","placeholder":"Select a message","primary":["Mailboxes"],"detail":[]}
/// {"event":"start","columns":3,"primary":["Mailboxes"],"supplementary":["Inbox"],"supplementaryPlaceholder":"Select a mailbox","placeholder":"Select a message"}
/// {"event":"start","children":[{"route":"Mailboxes","column":"primary","accordion":{…}},{"route":"Inbox","column":"detail"}]}
/// {"event":"start","state":{…saved state…},"placeholder":"Select a message"}
/// {"event":"start","primary":["Mailboxes"],"contents":[{"route":"Inbox","column":"supplementary","tabs":{…}}]}
/// {"event":"start","primary":["Mailboxes"],"placeholderText":"Select a message"}
/// ```
///
/// `contents` gives, once, the content of children that a `reach` makes: each entry's route in
/// its column gets its accordion or tab group (see ``BridgeChildMaker``). It may go with any
/// other key.
///
/// `children` gives the stacks as the children of `showDetail` do, each with its column and any
/// content (an accordion, a tab group), in order, in place of `primary`, `supplementary` and
/// `detail`. Everything but `primary` (or `children`, or `state`) may be left out: `columns` (2 or 3, default 2),
/// `layout` (default `regular`) or `width` (`compact`, `medium`, `regular`; not both),
/// `policy` (default `detailOnTop`), `visibility` (default `automatic`), `mediumWidthPolicy`
/// (default `trailingColumns`), `placeholder` (the detail column's, default none),
/// `supplementaryPlaceholder` (three columns only, default none), `placeholderText` and
/// `supplementaryPlaceholderText` (the same placeholders as text rather than routes; a column
/// takes a route or a text, not both), `supplementary` (three columns
/// only), `detail` (default empty), `answers` (`full` or `changes`, see ``BridgeAnswers``) and
/// `routes` (`strings` or `json`, see ``BridgeRouteKind``).
struct BridgeStart: Decodable {
    let navigator: SplitNavigator<BridgeRoute>
    /// How the session answers (`"answers"`, default `full`).
    let answers: BridgeAnswers
    /// What the session takes as routes (`"routes"`, default `strings`).
    let routes: BridgeRouteKind
    /// The contents `reach` gives new children of these routes (`"contents"`, default none).
    let contents: [NewChild<BridgeRoute>]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event, columns, layout, width, policy, visibility, mediumWidthPolicy
        case placeholder, supplementaryPlaceholder, placeholderText, supplementaryPlaceholderText, primary, supplementary, detail, children, state, answers, routes, contents
    }

    /// Decodes a start line whose `"routes"` field (the schema read it) says `routes`.
    static func decode(_ data: Data, routes: BridgeRouteKind) throws(BridgeError) -> BridgeStart {
        do {
            return try BridgeSession.decoder(routes).decode(BridgeStart.self, from: data)
        } catch {
            // Bridge, navigation and accordion errors keep their codes, as for `restore`.
            throw BridgeError(decoding: error, in: "start")
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        answers = BridgeAnswers(rawValue: try container.decodeIfPresent(String.self, forKey: .answers) ?? "full") ?? .full
        routes = BridgeRouteKind(rawValue: try container.decodeIfPresent(String.self, forKey: .routes) ?? "strings") ?? .strings
        contents = try container.decodeIfPresent([NewChild<BridgeRoute>].self, forKey: .contents) ?? []
        let detailPlaceholder = try Self.placeholder(in: container, route: .placeholder, text: .placeholderText)
        let supplementaryPlaceholder = try Self.placeholder(
            in: container, route: .supplementaryPlaceholder, text: .supplementaryPlaceholderText)
        let placeholder = PlaceholderProvider<BridgeRoute>(columns: { request in
            request.column == .supplementary ? supplementaryPlaceholder : detailPlaceholder
        })
        let state: SplitState<BridgeRoute>
        if container.contains(.state) {
            let allowed: Set<CodingKeys> = [
                .event, .state, .placeholder, .supplementaryPlaceholder, .placeholderText, .supplementaryPlaceholderText,
                .answers, .routes, .contents,
            ]
            for key in CodingKeys.allCases where !allowed.contains(key) && container.contains(key) {
                throw BridgeError(.malformedInput, "start: \"state\" and \"\(key.stringValue)\" cannot be given together")
            }
            state = try container.decode(SplitState<BridgeRoute>.self, forKey: .state)
        } else {
            if container.contains(.layout), container.contains(.width) {
                throw BridgeError(.malformedInput, "start: give \"layout\" or \"width\", not both")
            }
            let layout = try container.decodeIfPresent(Layout.self, forKey: .layout)
            let stacks = try Self.stacks(in: container)
            state = try SplitState(
                primary: stacks.primary, supplementary: stacks.supplementary, detail: stacks.detail,
                columns: try container.decodeIfPresent(SplitColumns.self, forKey: .columns) ?? .two,
                width: try container.decodeIfPresent(Width.self, forKey: .width) ?? (layout == .compact ? .compact : .regular),
                policy: try container.decodeIfPresent(CollapsePolicy.self, forKey: .policy) ?? .detailOnTop,
                visibility: try container.decodeIfPresent(ColumnVisibility.self, forKey: .visibility) ?? .automatic,
                mediumWidthPolicy: try container.decodeIfPresent(MediumWidthPolicy.self, forKey: .mediumWidthPolicy)
                    ?? .trailingColumns)
        }
        if supplementaryPlaceholder != nil, state.columns == .two {
            let key = container.contains(.supplementaryPlaceholder) ? "supplementaryPlaceholder" : "supplementaryPlaceholderText"
            throw BridgeError(.columnNotInSplit, "start: a two-column split has no supplementary column for \"\(key)\"")
        }
        navigator = SplitNavigator(state: state, placeholder: placeholder)
    }

    /// A column's placeholder: the route under `route` or the text under `text`, not both.
    private static func placeholder(
        in container: KeyedDecodingContainer<CodingKeys>, route: CodingKeys, text: CodingKeys
    ) throws -> Placeholder<BridgeRoute>? {
        guard let text = try container.decodeIfPresent(String.self, forKey: text) else {
            return try container.decodeIfPresent(String.self, forKey: route).map { .route(.string($0)) }
        }
        guard !container.contains(route) else {
            throw BridgeError(.malformedInput, "start: give \"\(route.stringValue)\" or \"\(route.stringValue)Text\", not both")
        }
        return .text(text)
    }
}

extension BridgeStart {
    /// The new children of each column: the routes of `primary`, `supplementary` and `detail`,
    /// or the `children`, each in the column it names.
    private static func stacks(
        in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> (primary: [NewChild<BridgeRoute>], supplementary: [NewChild<BridgeRoute>], detail: [NewChild<BridgeRoute>]) {
        guard container.contains(.children) else {
            func routes(_ key: CodingKeys, _ column: Column) throws -> [NewChild<BridgeRoute>] {
                let routes = key == .primary
                    ? try container.decode([BridgeRoute].self, forKey: key) : try container.decodeIfPresent([BridgeRoute].self, forKey: key)
                return (routes ?? []).map { NewChild($0, preferring: column) }
            }
            return (try routes(.primary, .primary), try routes(.supplementary, .supplementary), try routes(.detail, .detail))
        }
        for key in [CodingKeys.primary, .supplementary, .detail] where container.contains(key) {
            throw BridgeError(.malformedInput, "start: \"children\" and \"\(key.stringValue)\" cannot be given together")
        }
        let children = try container.decode([NewChild<BridgeRoute>].self, forKey: .children)
        return (
            children.filter { $0.preferredColumn == .primary }, children.filter { $0.preferredColumn == .supplementary },
            children.filter { $0.preferredColumn == .detail }
        )
    }
}
