#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace rackops {

// An array indexed by rack key that grows a page at a time, as keys come. A std::vector grown to
// the fleet builds every element at once, and moves the old ones: the first cooling batch of
// 100,000 racks built 18 MiB of samples in one piece of the GUI thread's work, 90 ms of
// constructors and fresh pages. Pages stay where they are, so an element's address holds.
template<typename T, std::size_t PageSize = 512> class PagedArray {
public:
    // The element at `index`, or nullptr when its page was never made (never written).
    const T *find(std::size_t index) const
    {
        const std::size_t page = index / PageSize;
        if (page >= m_pages.size() || !m_pages[page])
            return nullptr;
        return &m_pages[page][index % PageSize];
    }

    // The element at `index`, its page made (default elements) when it is the first there.
    T &at(std::size_t index)
    {
        const std::size_t page = index / PageSize;
        if (page >= m_pages.size())
            m_pages.resize(page + 1);
        std::unique_ptr<T[]> &slot = m_pages[page];
        if (!slot)
            slot = std::make_unique<T[]>(PageSize);
        return slot[index % PageSize];
    }

private:
    std::vector<std::unique_ptr<T[]>> m_pages;
};

} // namespace rackops
