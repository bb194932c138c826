module {
  func.func @main(%token_ids: tensor<1x36xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x36x36xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x36x8xf32>, tensor<1x36xi64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x36xi64>) outs(%_1 : tensor<1x36x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_12 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":15:13)
    %_13 = tensor.expand_shape %_12 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":15:13)
    %_14 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":16:13)
    %_15 = tensor.expand_shape %_14 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":16:13)
    %_16 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":17:13)
    %_17 = tensor.expand_shape %_16 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":17:13)
    %_18 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":18:11)
    %_19 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_20 = linalg.fill ins(%_18 : f32) outs(%_19 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_13 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_20 : tensor<1x36x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.mulf %_in21, %_in22 : f32
        %_25 = arith.addf %_out23, %_24 : f32
        linalg.yield %_25 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_27 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":19:11)
    %_28 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_29 = linalg.fill ins(%_27 : f32) outs(%_28 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_15 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_29 : tensor<1x36x4xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.mulf %_in30, %_in31 : f32
        %_34 = arith.addf %_out32, %_33 : f32
        linalg.yield %_34 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_36 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":20:11)
    %_37 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_38 = linalg.fill ins(%_36 : f32) outs(%_37 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_17 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_38 : tensor<1x36x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        %_43 = arith.addf %_out41, %_42 : f32
        linalg.yield %_43 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_45 = tensor.collapse_shape %_26 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":21:12)
    %_46 = tensor.expand_shape %_45 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":21:12)
    %_47 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_46 : tensor<1x36x2x2xf32>) outs(%_47 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in48: f32, %_out49: f32):
        linalg.yield %_in48 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_51 = tensor.collapse_shape %_35 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":23:12)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":23:12)
    %_53 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_52 : tensor<1x36x2x2xf32>) outs(%_53 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in54: f32, %_out55: f32):
        linalg.yield %_in54 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_57 = tensor.collapse_shape %_44 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":25:12)
    %_58 = tensor.expand_shape %_57 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":25:12)
    %_59 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_58 : tensor<1x36x2x2xf32>) outs(%_59 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in60: f32, %_out61: f32):
        linalg.yield %_in60 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_63 = tensor.empty() : tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_56 : tensor<1x2x36x2xf32>) outs(%_63 : tensor<1x2x2x36xf32>) {
      ^bb0(%_in64: f32, %_out65: f32):
        linalg.yield %_in64 : f32
      } -> tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_67 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":28:16)
    %_68 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_69 = linalg.fill ins(%_67 : f32) outs(%_68 : tensor<1x2x36x36xf32>) -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_50, %_66 : tensor<1x2x36x2xf32>, tensor<1x2x2x36xf32>) outs(%_69 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in70: f32, %_in71: f32, %_out72: f32):
        %_73 = arith.mulf %_in70, %_in71 : f32
        %_74 = arith.addf %_out72, %_73 : f32
        linalg.yield %_74 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_76 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_76 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in77: f32, %_out78: f32):
        linalg.yield %_in77 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_80 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_75, %_79 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_80 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.mulf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_86 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x36x36xf32>) outs(%_86 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in87: f32, %_out88: f32):
        linalg.yield %_in87 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_90 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_85, %_89 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_90 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in91: f32, %_in92: f32, %_out93: f32):
        %_94 = arith.addf %_in91, %_in92 : f32
        linalg.yield %_94 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_96 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":33:15)
    %_97 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_98 = linalg.fill ins(%_96 : f32) outs(%_97 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_95 : tensor<1x2x36x36xf32>) outs(%_98 : tensor<1x2x36xf32>) {
      ^bb0(%_in99: f32, %_out100: f32):
        %_101 = arith.maximumf %_in99, %_out100 : f32
        linalg.yield %_101 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_103 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":33:15)
    %_104 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_105 = linalg.fill ins(%_103 : f32) outs(%_104 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_95, %_102 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%_105 : tensor<1x2x36xf32>) {
      ^bb0(%_in106: f32, %_in107: f32, %_out108: f32):
        %_109 = arith.subf %_in106, %_in107 : f32
        %_110 = math.exp %_109 : f32
        %_111 = arith.addf %_110, %_out108 : f32
        linalg.yield %_111 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_113 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_95, %_102, %_112 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>, tensor<1x2x36xf32>) outs(%_113 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in114: f32, %_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in114, %_in115 : f32
        %_119 = math.exp %_118 : f32
        %_120 = arith.divf %_119, %_in116 : f32
        linalg.yield %_120 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_122 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":34:13)
    %_123 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_124 = linalg.fill ins(%_122 : f32) outs(%_123 : tensor<1x2x36x2xf32>) -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_121, %_62 : tensor<1x2x36x36xf32>, tensor<1x2x36x2xf32>) outs(%_124 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in125: f32, %_in126: f32, %_out127: f32):
        %_128 = arith.mulf %_in125, %_in126 : f32
        %_129 = arith.addf %_out127, %_128 : f32
        linalg.yield %_129 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_131 = tensor.empty() : tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_130 : tensor<1x2x36x2xf32>) outs(%_131 : tensor<1x36x2x2xf32>) {
      ^bb0(%_in132: f32, %_out133: f32):
        linalg.yield %_in132 : f32
      } -> tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_135 = tensor.collapse_shape %_134 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32> loc("storylm0_rollout.kina":36:16)
    %_136 = tensor.expand_shape %_135 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":36:16)
    %_137 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":37:13)
    %_138 = tensor.expand_shape %_137 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":37:13)
    %_139 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":38:14)
    %_140 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_141 = linalg.fill ins(%_139 : f32) outs(%_140 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_136, %_138 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%_141 : tensor<1x36x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.mulf %_in142, %_in143 : f32
        %_146 = arith.addf %_out144, %_145 : f32
        linalg.yield %_146 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_148 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_147 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%_148 : tensor<1x36x4xf32>) {
      ^bb0(%_in149: f32, %_in150: f32, %_out151: f32):
        %_152 = arith.addf %_in149, %_in150 : f32
        linalg.yield %_152 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_154 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":40:13)
    %_155 = tensor.expand_shape %_154 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_rollout.kina":40:13)
    %_156 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":41:16)
    %_157 = tensor.empty() : tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_158 = linalg.fill ins(%_156 : f32) outs(%_157 : tensor<1x36x8xf32>) -> tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_153, %_155 : tensor<1x36x4xf32>, tensor<1x4x8xf32>) outs(%_158 : tensor<1x36x8xf32>) {
      ^bb0(%_in159: f32, %_in160: f32, %_out161: f32):
        %_162 = arith.mulf %_in159, %_in160 : f32
        %_163 = arith.addf %_out161, %_162 : f32
        linalg.yield %_163 : f32
      } -> tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_165 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":42:18)
    %_166 = tensor.empty() : tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_167 = linalg.fill ins(%_165 : f32) outs(%_166 : tensor<1x36xf32>) -> tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_168 = arith.constant 0 : i64 loc("storylm0_rollout.kina":42:18)
    %_169 = tensor.empty() : tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_170 = linalg.fill ins(%_168 : i64) outs(%_169 : tensor<1x36xi64>) -> tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_187:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164 : tensor<1x36x8xf32>) outs(%_167, %_170 : tensor<1x36xf32>, tensor<1x36xi64>) {
      ^bb0(%_in171: f32, %_out172: f32, %_out173: i64):
        %_174 = arith.cmpf ogt, %_in171, %_out172 : f32
        %_175 = arith.cmpf uno, %_in171, %_in171 : f32
        %_176 = arith.cmpf ord, %_out172, %_out172 : f32
        %_177 = arith.andi %_175, %_176 : i1
        %_178 = arith.ori %_174, %_177 : i1
        %_179 = linalg.index 2 : index
        %_180 = arith.index_cast %_179 : index to i64
        %_181 = linalg.index 2 : index
        %_182 = arith.constant 0 : index
        %_183 = arith.cmpi eq, %_181, %_182 : index
        %_184 = arith.ori %_178, %_183 : i1
        %_185 = arith.select %_184, %_in171, %_out172 : f32
        %_186 = arith.select %_184, %_180, %_out173 : i64
        linalg.yield %_185, %_186 : f32, i64
      } -> (tensor<1x36xf32>, tensor<1x36xi64>) loc("storylm0_rollout.kina":42:18)
    func.return %_164, %_187#1 : tensor<1x36x8xf32>, tensor<1x36xi64> loc("storylm0_rollout.kina":3:1)
  } loc("storylm0_rollout.kina":3:1)
}
