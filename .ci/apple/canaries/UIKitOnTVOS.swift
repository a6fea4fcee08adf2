// Canary (see Availability.swift): UIKit's `systemBackground` colour does not exist on tvOS.
import UIKit

@MainActor func paint(_ view: UIView) { view.backgroundColor = .systemBackground }
