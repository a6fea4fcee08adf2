/// Something with a name that lives with a person.
public protocol Animal: AnyObject {
  var name: String { get }
}

/// A cat.
public final class Cat: Animal {
  public let name: String

  public init(name: String) { self.name = name }
}

/// Looks after a pet.
public final class PetOwner {
  public let pet: Animal

  public init(pet: Animal) { self.pet = pet }
}

/// Takes a pet for a walk; the walker's name is given when the walk is resolved.
public final class Walk {
  public let walker: String
  public let pet: Animal
  public let treats: Treats?

  public init(walker: String, pet: Animal, treats: Treats?) {
    (self.walker, self.pet, self.treats) = (walker, pet, treats)
  }
}

/// Optional extras for a walk.
public final class Treats {
  public init() {}
}

/// Says hello on behalf of an owner.
public final class Greeter {
  public let owner: PetOwner

  public init(owner: PetOwner) { self.owner = owner }

  public func greeting() -> String { "Hello from \(owner.pet.name)'s owner" }
}

/// A vet's visit: an owner and their pet, autoregistered through a tuple-typed wrapper.
public final class Visit {
  public let owner: PetOwner
  public let pet: Animal

  public init(owner: PetOwner, pet: Animal) { (self.owner, self.pet) = (owner, pet) }
}
