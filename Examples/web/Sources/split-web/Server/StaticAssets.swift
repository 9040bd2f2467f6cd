import Foundation

/// The page's files (HTML, CSS, JavaScript: no build step), read once at start from the
/// package's `Public` resources and served from memory.
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let data: Data
        let contentType: String
    }

    private let files: [String: Asset]

    /// Reads every file in the resource folder.
    static func load() throws -> StaticAssets {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the Public resources are missing"])
        }
        var files: [String: Asset] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            files[name] = Asset(data: data, contentType: contentType(of: name))
        }
        return StaticAssets(files: files)
    }

    func asset(_ name: String) -> Asset? {
        files[name]
    }

    private static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
