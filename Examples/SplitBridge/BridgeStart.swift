import Foundation
import SplitNavigation

/// The `start` line: either initial routes, or a saved state (the first line of a recording).
///
/// ```json
/// {"event":"start","layout":"regular","policy":"detailOnTop","placeholder":"Select a message","primary":["Mailboxes"],"detail":[]}
/// {"event":"start","state":{…saved state…},"placeholder":"Select a message"}
/// ```
///
/// `layout` (default `regular`), `policy` (default `detailOnTop`), `placeholder` (default none)
/// and `detail` (default empty) may be left out.
struct BridgeStart: Decodable {
    let navigator: SplitNavigator<String>

    enum CodingKeys: String, CodingKey {
        case layout, policy, placeholder, primary, detail, state
    }

    static func decode(_ data: Data) throws(BridgeError) -> BridgeStart {
        do {
            return try JSONDecoder().decode(BridgeStart.self, from: data)
        } catch let error as BridgeError {
            throw error
        } catch let error as NavigationError {
            throw BridgeError(error)
        } catch {
            throw BridgeError(.malformedInput, "start: \(BridgeSession.describe(error))")
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let placeholder: PlaceholderProvider<String> =
            try container.decodeIfPresent(String.self, forKey: .placeholder).map { .always($0) } ?? .none
        if container.contains(.state) {
            for key in [CodingKeys.layout, .policy, .primary, .detail] where container.contains(key) {
                throw BridgeError(.malformedInput, "start: \"state\" and \"\(key.stringValue)\" cannot be given together")
            }
            navigator = SplitNavigator(state: try container.decode(SplitState<String>.self, forKey: .state), placeholder: placeholder)
            return
        }
        let primary = try container.decode([String].self, forKey: .primary)
        let detail = try container.decodeIfPresent([String].self, forKey: .detail) ?? []
        let layout = try container.decodeIfPresent(Layout.self, forKey: .layout) ?? .regular
        let policy = try container.decodeIfPresent(CollapsePolicy.self, forKey: .policy) ?? .detailOnTop
        navigator = try SplitNavigator(primary: primary, detail: detail, layout: layout, policy: policy, placeholder: placeholder)
    }
}
