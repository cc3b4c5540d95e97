import DeployKit
import SelectionKit

// deploy: asks where, which checks and how long, then prints the plan (a real tool would act on it).
do {
    if let plan = try await DeployQuestions().ask() {
        print(plan)
    } else {
        print("nothing deployed")
    }
} catch {
    print("deploy: \(error)")
}
