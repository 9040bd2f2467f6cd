import Foundation
import SplitNavigation

/// The `start` line: either initial routes, or a saved state (the first line of a recording).
///
/// ```json
/// {"event":"start","layout":"regular","policy":"detailOnTop","placeholder":"Select a message","primary":["Mailboxes"],"detail":[]}
/// {"event":"start","columns":3,"primary":["Mailboxes"],"supplementary":["Inbox"],"supplementaryPlaceholder":"Select a mailbox","placeholder":"Select a message"}
/// {"event":"start","state":{…saved state…},"placeholder":"Select a message"}
/// ```
///
/// Everything but `primary` (or `state`) may be left out: `columns` (2 or 3, default 2),
/// `layout` (default `regular`) or `width` (`compact`, `medium`, `regular`; not both),
/// `policy` (default `detailOnTop`), `visibility` (default `automatic`), `mediumWidthPolicy`
/// (default `trailingColumns`), `placeholder` (the detail column's, default none),
/// `supplementaryPlaceholder` (three columns only, default none), `supplementary` (three columns
/// only), `detail` (default empty), `answers` (`full` or `changes`, see ``BridgeAnswers``) and
/// `routes` (`strings` or `json`, see ``BridgeRouteKind``).
struct BridgeStart: Decodable {
    let navigator: SplitNavigator<BridgeRoute>
    /// How the session answers (`"answers"`, default `full`).
    let answers: BridgeAnswers
    /// What the session takes as routes (`"routes"`, default `strings`).
    let routes: BridgeRouteKind

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event, columns, layout, width, policy, visibility, mediumWidthPolicy
        case placeholder, supplementaryPlaceholder, primary, supplementary, detail, state, answers, routes
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
        let detailPlaceholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
        let supplementaryPlaceholder = try container.decodeIfPresent(String.self, forKey: .supplementaryPlaceholder)
        let placeholder = PlaceholderProvider<BridgeRoute>(columns: { request in
            (request.column == .supplementary ? supplementaryPlaceholder : detailPlaceholder).map(BridgeRoute.string)
        })
        let state: SplitState<BridgeRoute>
        if container.contains(.state) {
            let allowed: Set<CodingKeys> = [.event, .state, .placeholder, .supplementaryPlaceholder, .answers, .routes]
            for key in CodingKeys.allCases where !allowed.contains(key) && container.contains(key) {
                throw BridgeError(.malformedInput, "start: \"state\" and \"\(key.stringValue)\" cannot be given together")
            }
            state = try container.decode(SplitState<BridgeRoute>.self, forKey: .state)
        } else {
            if container.contains(.layout), container.contains(.width) {
                throw BridgeError(.malformedInput, "start: give \"layout\" or \"width\", not both")
            }
            let layout = try container.decodeIfPresent(Layout.self, forKey: .layout)
            state = try SplitState(
                primary: try container.decode([BridgeRoute].self, forKey: .primary).map { NewChild($0, preferring: .primary) },
                supplementary: (try container.decodeIfPresent([BridgeRoute].self, forKey: .supplementary) ?? [])
                    .map { NewChild($0, preferring: .supplementary) },
                detail: (try container.decodeIfPresent([BridgeRoute].self, forKey: .detail) ?? []).map { NewChild($0, preferring: .detail) },
                columns: try container.decodeIfPresent(SplitColumns.self, forKey: .columns) ?? .two,
                width: try container.decodeIfPresent(Width.self, forKey: .width) ?? (layout == .compact ? .compact : .regular),
                policy: try container.decodeIfPresent(CollapsePolicy.self, forKey: .policy) ?? .detailOnTop,
                visibility: try container.decodeIfPresent(ColumnVisibility.self, forKey: .visibility) ?? .automatic,
                mediumWidthPolicy: try container.decodeIfPresent(MediumWidthPolicy.self, forKey: .mediumWidthPolicy)
                    ?? .trailingColumns)
        }
        if supplementaryPlaceholder != nil, state.columns == .two {
            throw BridgeError(.columnNotInSplit, "start: a two-column split has no supplementary column for \"supplementaryPlaceholder\"")
        }
        navigator = SplitNavigator(state: state, placeholder: placeholder)
    }
}
