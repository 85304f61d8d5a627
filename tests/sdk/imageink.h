// Shared by the formula suites: whether a rendered image shows anything at all.
#pragma once

#include <QImage>

class ImageInk {
public:
    // True if some pixel of `image` has alpha (ink).
    static bool present(const QImage &image)
    {
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (qAlpha(image.pixel(x, y)) > 0)
                    return true;
        return false;
    }
};
