// A class that keeps its data behind a d-pointer, and a record: neither is a breach.
#pragma once
#include <memory>
namespace atlas {
struct ATLAS_SDK_EXPORT Record {
    int rows = 0;
};
class ATLAS_SDK_EXPORT Hidden : public QObject {
    Q_OBJECT
public:
    explicit Hidden(QObject *parent = nullptr);
    ~Hidden() override;
    Hidden &operator=(const Hidden &other) = delete;
    bool operator==(const Hidden &other) const;
    static constexpr int limit = 4;
Q_SIGNALS:
    void changed();
private:
    struct Private;
    std::unique_ptr<Private> d;
};
} // namespace atlas
