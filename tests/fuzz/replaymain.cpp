// Replays fuzz inputs through a target's LLVMFuzzerTestOneInput without
// libFuzzer, so any compiler (gcc in CI) checks the checked-in corpus: every
// seed and every crash ever found must stay harmless.
// Usage: <target>_replay FILE_OR_DIR...
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

int main(int argc, char *argv[])
{
    std::vector<std::filesystem::path> inputs;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path path(argv[i]);
        if (std::filesystem::is_directory(path)) {
            for (const auto &entry : std::filesystem::directory_iterator(path)) {
                if (entry.is_regular_file())
                    inputs.push_back(entry.path());
            }
        } else {
            inputs.push_back(path);
        }
    }
    std::sort(inputs.begin(), inputs.end());
    for (const auto &path : inputs) {
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            std::cerr << path.string() << ": cannot read\n";
            return 1;
        }
        const std::string bytes {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
        std::cout << path.filename().string() << std::endl; // names the input if it crashes
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    }
    std::cout << "replayed " << inputs.size() << " inputs" << std::endl;
    return inputs.empty() ? 1 : 0; // an empty corpus would prove nothing
}
