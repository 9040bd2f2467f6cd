import SplitNavigation

/// One output line: the presentation and changes, or the error.
enum BridgeReply: Encodable {
    case success(Presentation<String>, changes: [NavigationChange<String>])
    case failure(BridgeError)

    enum CodingKeys: String, CodingKey {
        case ok, changes, error
    }

    enum ErrorKeys: String, CodingKey {
        case code, message
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .success(let presentation, let changes):
            try container.encode(true, forKey: .ok)
            // The presentation's fields sit beside "ok" and "changes" in the same object.
            try presentation.encode(to: encoder)
            try container.encode(changes, forKey: .changes)
        case .failure(let error):
            try container.encode(false, forKey: .ok)
            var nested = container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
            try nested.encode(error.code.rawValue, forKey: .code)
            try nested.encode(error.message, forKey: .message)
        }
    }
}
