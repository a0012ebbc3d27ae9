// Clients subclass `ObservableThread` (a `Foundation.Thread`) with only `import ObserverModel`.
// The compiler can only load `Thread`'s overridable members when CoreFoundation is visible in the
// subclassing file, so the module re-exports it along with Foundation.
@_exported import CoreFoundation
@_exported import Foundation
