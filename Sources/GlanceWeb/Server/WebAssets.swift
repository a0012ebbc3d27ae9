/// The page's files, shipped inside the binary (SwiftPM embeds `Page/` as `PackageResources`):
/// no network, no CDN, nothing to install beside the command.
enum WebAssets {
  /// A file of the page: its bytes and its content type.
  struct Asset {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Its `Content-Type`.
    let contentType: String
  }

  /// The asset served at `path`, if any.
  static func asset(at path: String) -> Asset? {
    switch path {
    case "/", "/index.html":
      Asset(bytes: PackageResources.index_html, contentType: "text/html; charset=utf-8")
    case "/page.css":
      Asset(bytes: PackageResources.page_css, contentType: "text/css; charset=utf-8")
    case "/wire.js":
      Asset(bytes: PackageResources.wire_js, contentType: "text/javascript; charset=utf-8")
    case "/page.js":
      Asset(bytes: PackageResources.page_js, contentType: "text/javascript; charset=utf-8")
    default: nil
    }
  }
}
