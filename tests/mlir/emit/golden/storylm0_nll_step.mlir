module {
  func.func @kina.u.storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_38 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_48 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_58 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":24:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":26:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":28:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_88 = bufferization.alloc_tensor() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = arith.constant 0x42B20000 : f32
        %_127 = arith.minimumf %_125, %_126 : f32
        %_128 = arith.constant 0xC2D00000 : f32
        %_129 = arith.maximumf %_127, %_128 : f32
        %_130 = arith.constant 0x3FB8AA3B : f32
        %_131 = arith.mulf %_129, %_130 : f32
        %_132 = arith.constant 0x3F000000 : f32
        %_133 = arith.addf %_131, %_132 : f32
        %_134 = math.floor %_133 : f32
        %_135 = arith.constant 0x3F318000 : f32
        %_136 = arith.mulf %_134, %_135 : f32
        %_137 = arith.subf %_129, %_136 : f32
        %_138 = arith.constant 0xB95E8083 : f32
        %_139 = arith.mulf %_134, %_138 : f32
        %_140 = arith.subf %_137, %_139 : f32
        %_141 = arith.constant 0x39506967 : f32
        %_142 = arith.mulf %_141, %_140 : f32
        %_143 = arith.constant 0x3AB743CE : f32
        %_144 = arith.addf %_142, %_143 : f32
        %_145 = arith.mulf %_144, %_140 : f32
        %_146 = arith.constant 0x3C088908 : f32
        %_147 = arith.addf %_145, %_146 : f32
        %_148 = arith.mulf %_147, %_140 : f32
        %_149 = arith.constant 0x3D2AA9C1 : f32
        %_150 = arith.addf %_148, %_149 : f32
        %_151 = arith.mulf %_150, %_140 : f32
        %_152 = arith.constant 0x3E2AAAAA : f32
        %_153 = arith.addf %_151, %_152 : f32
        %_154 = arith.mulf %_153, %_140 : f32
        %_155 = arith.constant 0x3F000000 : f32
        %_156 = arith.addf %_154, %_155 : f32
        %_157 = arith.mulf %_140, %_140 : f32
        %_158 = arith.mulf %_156, %_157 : f32
        %_159 = arith.addf %_158, %_140 : f32
        %_160 = arith.constant 0x3F800000 : f32
        %_161 = arith.addf %_159, %_160 : f32
        %_162 = arith.fptosi %_134 : f32 to i32
        %_163 = arith.constant 1 : i32
        %_164 = arith.constant 127 : i32
        %_165 = arith.constant 23 : i32
        %_166 = arith.constant -125 : i32
        %_167 = arith.cmpi slt, %_162, %_166 : i32
        %_168 = arith.constant 0 : i32
        %_169 = arith.select %_167, %_168, %_162 : i32
        %_170 = arith.shrsi %_169, %_163 : i32
        %_171 = arith.subi %_169, %_170 : i32
        %_172 = arith.addi %_170, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_161, %_174 : f32
        %_176 = arith.addi %_171, %_164 : i32
        %_177 = arith.shli %_176, %_165 : i32
        %_178 = arith.bitcast %_177 : i32 to f32
        %_179 = arith.mulf %_175, %_178 : f32
        %_180 = arith.constant 149 : i32
        %_181 = arith.addi %_162, %_180 : i32
        %_182 = arith.select %_167, %_181, %_168 : i32
        %_183 = arith.addi %_182, %_164 : i32
        %_184 = arith.shli %_183, %_165 : i32
        %_185 = arith.bitcast %_184 : i32 to f32
        %_186 = arith.mulf %_161, %_185 : f32
        %_187 = math.roundeven %_186 : f32
        %_188 = arith.fptosi %_187 : f32 to i32
        %_189 = arith.bitcast %_188 : i32 to f32
        %_190 = arith.select %_167, %_189, %_179 : f32
        %_191 = arith.cmpf uno, %_125, %_125 : f32
        %_192 = arith.select %_191, %_125, %_190 : f32
        %_193 = arith.addf %_192, %_out124 : f32
        linalg.yield %_193 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_195 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_194 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_195 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in196: f32, %_in197: f32, %_in198: f32, %_out199: f32):
        %_200 = arith.subf %_in196, %_in197 : f32
        %_201 = arith.constant 0x42B20000 : f32
        %_202 = arith.minimumf %_200, %_201 : f32
        %_203 = arith.constant 0xC2D00000 : f32
        %_204 = arith.maximumf %_202, %_203 : f32
        %_205 = arith.constant 0x3FB8AA3B : f32
        %_206 = arith.mulf %_204, %_205 : f32
        %_207 = arith.constant 0x3F000000 : f32
        %_208 = arith.addf %_206, %_207 : f32
        %_209 = math.floor %_208 : f32
        %_210 = arith.constant 0x3F318000 : f32
        %_211 = arith.mulf %_209, %_210 : f32
        %_212 = arith.subf %_204, %_211 : f32
        %_213 = arith.constant 0xB95E8083 : f32
        %_214 = arith.mulf %_209, %_213 : f32
        %_215 = arith.subf %_212, %_214 : f32
        %_216 = arith.constant 0x39506967 : f32
        %_217 = arith.mulf %_216, %_215 : f32
        %_218 = arith.constant 0x3AB743CE : f32
        %_219 = arith.addf %_217, %_218 : f32
        %_220 = arith.mulf %_219, %_215 : f32
        %_221 = arith.constant 0x3C088908 : f32
        %_222 = arith.addf %_220, %_221 : f32
        %_223 = arith.mulf %_222, %_215 : f32
        %_224 = arith.constant 0x3D2AA9C1 : f32
        %_225 = arith.addf %_223, %_224 : f32
        %_226 = arith.mulf %_225, %_215 : f32
        %_227 = arith.constant 0x3E2AAAAA : f32
        %_228 = arith.addf %_226, %_227 : f32
        %_229 = arith.mulf %_228, %_215 : f32
        %_230 = arith.constant 0x3F000000 : f32
        %_231 = arith.addf %_229, %_230 : f32
        %_232 = arith.mulf %_215, %_215 : f32
        %_233 = arith.mulf %_231, %_232 : f32
        %_234 = arith.addf %_233, %_215 : f32
        %_235 = arith.constant 0x3F800000 : f32
        %_236 = arith.addf %_234, %_235 : f32
        %_237 = arith.fptosi %_209 : f32 to i32
        %_238 = arith.constant 1 : i32
        %_239 = arith.constant 127 : i32
        %_240 = arith.constant 23 : i32
        %_241 = arith.constant -125 : i32
        %_242 = arith.cmpi slt, %_237, %_241 : i32
        %_243 = arith.constant 0 : i32
        %_244 = arith.select %_242, %_243, %_237 : i32
        %_245 = arith.shrsi %_244, %_238 : i32
        %_246 = arith.subi %_244, %_245 : i32
        %_247 = arith.addi %_245, %_239 : i32
        %_248 = arith.shli %_247, %_240 : i32
        %_249 = arith.bitcast %_248 : i32 to f32
        %_250 = arith.mulf %_236, %_249 : f32
        %_251 = arith.addi %_246, %_239 : i32
        %_252 = arith.shli %_251, %_240 : i32
        %_253 = arith.bitcast %_252 : i32 to f32
        %_254 = arith.mulf %_250, %_253 : f32
        %_255 = arith.constant 149 : i32
        %_256 = arith.addi %_237, %_255 : i32
        %_257 = arith.select %_242, %_256, %_243 : i32
        %_258 = arith.addi %_257, %_239 : i32
        %_259 = arith.shli %_258, %_240 : i32
        %_260 = arith.bitcast %_259 : i32 to f32
        %_261 = arith.mulf %_236, %_260 : f32
        %_262 = math.roundeven %_261 : f32
        %_263 = arith.fptosi %_262 : f32 to i32
        %_264 = arith.bitcast %_263 : i32 to f32
        %_265 = arith.select %_242, %_264, %_254 : f32
        %_266 = arith.cmpf uno, %_200, %_200 : f32
        %_267 = arith.select %_266, %_200, %_265 : f32
        %_268 = arith.divf %_267, %_in198 : f32
        linalg.yield %_268 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_270 = tensor.collapse_shape %_269 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_271 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_272 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_273 = bufferization.alloc_tensor() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_274 = linalg.fill ins(%_272 : f32) outs(%_273 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_275 = linalg.batch_matmul ins(%_270, %_271 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_274 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_276 = tensor.expand_shape %_275 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_277 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_276 : tensor<1x2x4x2xf32>) outs(%_277 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in278: f32, %_out279: f32):
        linalg.yield %_in278 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_281 = tensor.collapse_shape %_280 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":39:16)
    %_283 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_284 = tensor.expand_shape %_283 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_285 = tensor.collapse_shape %_282 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_286 = tensor.expand_shape %_285 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_287 = tensor.collapse_shape %_284 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_288 = tensor.expand_shape %_287 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_289 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_290 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_291 = linalg.fill ins(%_289 : f32) outs(%_290 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_292 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_286, %_288 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_291 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_293 = tensor.collapse_shape %_292 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_294 = tensor.expand_shape %_293 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_295 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_294 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_295 : tensor<1x4x4xf32>) {
      ^bb0(%_in296: f32, %_in297: f32, %_out298: f32):
        %_299 = arith.addf %_in296, %_in297 : f32
        linalg.yield %_299 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_301 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_302 = tensor.expand_shape %_301 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_303 = tensor.collapse_shape %_300 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_304 = tensor.expand_shape %_303 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_305 = tensor.collapse_shape %_302 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_306 = tensor.expand_shape %_305 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_307 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_308 = bufferization.alloc_tensor() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_309 = linalg.fill ins(%_307 : f32) outs(%_308 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_310 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_304, %_306 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_309 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_311 = tensor.collapse_shape %_310 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_312 = tensor.expand_shape %_311 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_313 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_314 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_315 = linalg.fill ins(%_313 : f32) outs(%_314 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312 : tensor<1x4x8xf32>) outs(%_315 : tensor<1x4xf32>) {
      ^bb0(%_in316: f32, %_out317: f32):
        %_318 = arith.maximumf %_in316, %_out317 : f32
        linalg.yield %_318 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_320 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_321 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_322 = linalg.fill ins(%_320 : f32) outs(%_321 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312, %_319 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_322 : tensor<1x4xf32>) {
      ^bb0(%_in323: f32, %_in324: f32, %_out325: f32):
        %_326 = arith.subf %_in323, %_in324 : f32
        %_327 = arith.constant 0x42B20000 : f32
        %_328 = arith.minimumf %_326, %_327 : f32
        %_329 = arith.constant 0xC2D00000 : f32
        %_330 = arith.maximumf %_328, %_329 : f32
        %_331 = arith.constant 0x3FB8AA3B : f32
        %_332 = arith.mulf %_330, %_331 : f32
        %_333 = arith.constant 0x3F000000 : f32
        %_334 = arith.addf %_332, %_333 : f32
        %_335 = math.floor %_334 : f32
        %_336 = arith.constant 0x3F318000 : f32
        %_337 = arith.mulf %_335, %_336 : f32
        %_338 = arith.subf %_330, %_337 : f32
        %_339 = arith.constant 0xB95E8083 : f32
        %_340 = arith.mulf %_335, %_339 : f32
        %_341 = arith.subf %_338, %_340 : f32
        %_342 = arith.constant 0x39506967 : f32
        %_343 = arith.mulf %_342, %_341 : f32
        %_344 = arith.constant 0x3AB743CE : f32
        %_345 = arith.addf %_343, %_344 : f32
        %_346 = arith.mulf %_345, %_341 : f32
        %_347 = arith.constant 0x3C088908 : f32
        %_348 = arith.addf %_346, %_347 : f32
        %_349 = arith.mulf %_348, %_341 : f32
        %_350 = arith.constant 0x3D2AA9C1 : f32
        %_351 = arith.addf %_349, %_350 : f32
        %_352 = arith.mulf %_351, %_341 : f32
        %_353 = arith.constant 0x3E2AAAAA : f32
        %_354 = arith.addf %_352, %_353 : f32
        %_355 = arith.mulf %_354, %_341 : f32
        %_356 = arith.constant 0x3F000000 : f32
        %_357 = arith.addf %_355, %_356 : f32
        %_358 = arith.mulf %_341, %_341 : f32
        %_359 = arith.mulf %_357, %_358 : f32
        %_360 = arith.addf %_359, %_341 : f32
        %_361 = arith.constant 0x3F800000 : f32
        %_362 = arith.addf %_360, %_361 : f32
        %_363 = arith.fptosi %_335 : f32 to i32
        %_364 = arith.constant 1 : i32
        %_365 = arith.constant 127 : i32
        %_366 = arith.constant 23 : i32
        %_367 = arith.constant -125 : i32
        %_368 = arith.cmpi slt, %_363, %_367 : i32
        %_369 = arith.constant 0 : i32
        %_370 = arith.select %_368, %_369, %_363 : i32
        %_371 = arith.shrsi %_370, %_364 : i32
        %_372 = arith.subi %_370, %_371 : i32
        %_373 = arith.addi %_371, %_365 : i32
        %_374 = arith.shli %_373, %_366 : i32
        %_375 = arith.bitcast %_374 : i32 to f32
        %_376 = arith.mulf %_362, %_375 : f32
        %_377 = arith.addi %_372, %_365 : i32
        %_378 = arith.shli %_377, %_366 : i32
        %_379 = arith.bitcast %_378 : i32 to f32
        %_380 = arith.mulf %_376, %_379 : f32
        %_381 = arith.constant 149 : i32
        %_382 = arith.addi %_363, %_381 : i32
        %_383 = arith.select %_368, %_382, %_369 : i32
        %_384 = arith.addi %_383, %_365 : i32
        %_385 = arith.shli %_384, %_366 : i32
        %_386 = arith.bitcast %_385 : i32 to f32
        %_387 = arith.mulf %_362, %_386 : f32
        %_388 = math.roundeven %_387 : f32
        %_389 = arith.fptosi %_388 : f32 to i32
        %_390 = arith.bitcast %_389 : i32 to f32
        %_391 = arith.select %_368, %_390, %_380 : f32
        %_392 = arith.cmpf uno, %_326, %_326 : f32
        %_393 = arith.select %_392, %_326, %_391 : f32
        %_394 = arith.addf %_393, %_out325 : f32
        linalg.yield %_394 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_396 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_312, %_319, %_395 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_396 : tensor<1x4x8xf32>) {
      ^bb0(%_in397: f32, %_in398: f32, %_in399: f32, %_out400: f32):
        %_401 = arith.subf %_in397, %_in398 : f32
        %_402 = arith.constant 0x00800000 : f32
        %_403 = arith.cmpf olt, %_in399, %_402 : f32
        %_404 = arith.constant 0x4B000000 : f32
        %_405 = arith.mulf %_in399, %_404 : f32
        %_406 = arith.select %_403, %_405, %_in399 : f32
        %_407 = arith.bitcast %_406 : f32 to i32
        %_408 = arith.constant 4913933 : i32
        %_409 = arith.addi %_407, %_408 : i32
        %_410 = arith.constant 23 : i32
        %_411 = arith.shrsi %_409, %_410 : i32
        %_412 = arith.constant 127 : i32
        %_413 = arith.subi %_411, %_412 : i32
        %_414 = arith.constant 23 : i32
        %_415 = arith.subi %_413, %_414 : i32
        %_416 = arith.select %_403, %_415, %_413 : i32
        %_417 = arith.constant 8388607 : i32
        %_418 = arith.andi %_409, %_417 : i32
        %_419 = arith.constant 1060439283 : i32
        %_420 = arith.addi %_418, %_419 : i32
        %_421 = arith.bitcast %_420 : i32 to f32
        %_422 = arith.constant 0x3F800000 : f32
        %_423 = arith.subf %_421, %_422 : f32
        %_424 = arith.sitofp %_416 : i32 to f32
        %_425 = arith.mulf %_423, %_423 : f32
        %_426 = arith.constant 0x3D9021BB : f32
        %_427 = arith.mulf %_426, %_423 : f32
        %_428 = arith.constant 0xBDEBD1B8 : f32
        %_429 = arith.addf %_427, %_428 : f32
        %_430 = arith.mulf %_429, %_423 : f32
        %_431 = arith.constant 0x3DEF251A : f32
        %_432 = arith.addf %_430, %_431 : f32
        %_433 = arith.mulf %_432, %_423 : f32
        %_434 = arith.constant 0xBDFE5D4F : f32
        %_435 = arith.addf %_433, %_434 : f32
        %_436 = arith.mulf %_435, %_423 : f32
        %_437 = arith.constant 0x3E11E9BF : f32
        %_438 = arith.addf %_436, %_437 : f32
        %_439 = arith.mulf %_438, %_423 : f32
        %_440 = arith.constant 0xBE2AAE50 : f32
        %_441 = arith.addf %_439, %_440 : f32
        %_442 = arith.mulf %_441, %_423 : f32
        %_443 = arith.constant 0x3E4CCEAC : f32
        %_444 = arith.addf %_442, %_443 : f32
        %_445 = arith.mulf %_444, %_423 : f32
        %_446 = arith.constant 0xBE7FFFFC : f32
        %_447 = arith.addf %_445, %_446 : f32
        %_448 = arith.mulf %_447, %_423 : f32
        %_449 = arith.constant 0x3EAAAAAA : f32
        %_450 = arith.addf %_448, %_449 : f32
        %_451 = arith.mulf %_450, %_423 : f32
        %_452 = arith.mulf %_451, %_425 : f32
        %_453 = arith.constant 0xB95E8083 : f32
        %_454 = arith.mulf %_424, %_453 : f32
        %_455 = arith.addf %_452, %_454 : f32
        %_456 = arith.constant 0x3F000000 : f32
        %_457 = arith.mulf %_425, %_456 : f32
        %_458 = arith.subf %_455, %_457 : f32
        %_459 = arith.addf %_423, %_458 : f32
        %_460 = arith.constant 0x3F318000 : f32
        %_461 = arith.mulf %_424, %_460 : f32
        %_462 = arith.addf %_459, %_461 : f32
        %_463 = arith.constant 0x7F800000 : f32
        %_464 = arith.cmpf oeq, %_in399, %_463 : f32
        %_465 = arith.select %_464, %_in399, %_462 : f32
        %_466 = arith.constant 0x00000000 : f32
        %_467 = arith.cmpf oeq, %_in399, %_466 : f32
        %_468 = arith.constant 0xFF800000 : f32
        %_469 = arith.select %_467, %_468, %_465 : f32
        %_470 = arith.constant 0x00000000 : f32
        %_471 = arith.cmpf ult, %_in399, %_470 : f32
        %_472 = arith.constant 0x7FC00000 : f32
        %_473 = arith.select %_471, %_472, %_469 : f32
        %_474 = arith.subf %_401, %_473 : f32
        linalg.yield %_474 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_476 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_487 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_476 : tensor<1x4xf32>) {
      ^bb0(%_in477: i64, %_out478: f32):
        %_479 = arith.index_cast %_in477 : i64 to index
        %_480 = arith.constant 0 : index
        %_481 = arith.constant 7 : index
        %_482 = arith.maxsi %_479, %_480 : index
        %_483 = arith.minsi %_482, %_481 : index
        %_484 = linalg.index 0 : index
        %_485 = linalg.index 1 : index
        %_486 = tensor.extract %_475[%_484, %_485, %_483] : tensor<1x4x8xf32>
        linalg.yield %_486 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_488 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_489 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_490 = linalg.fill ins(%_488 : i64) outs(%_489 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_502 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_490 : tensor<i64>) {
      ^bb0(%_in491: i64, %_out492: i64):
        %_493 = arith.constant 0 : i64
        %_494 = arith.cmpi sge, %_in491, %_493 : i64
        %_495 = arith.constant 7 : i64
        %_496 = arith.cmpi sle, %_in491, %_495 : i64
        %_497 = arith.andi %_494, %_496 : i1
        %_498 = arith.constant 0 : i64
        %_499 = arith.constant 2 : i64
        %_500 = arith.select %_497, %_498, %_499 : i64
        %_501 = arith.maxsi %_out492, %_500 : i64
        linalg.yield %_501 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_503 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_510 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_502 : tensor<i64>, tensor<i64>) outs(%_503 : tensor<i64>) {
      ^bb0(%_in504: i64, %_in505: i64, %_out506: i64):
        %_507 = arith.constant 0 : i64
        %_508 = arith.cmpi ne, %_in504, %_507 : i64
        %_509 = arith.select %_508, %_in504, %_in505 : i64
        linalg.yield %_509 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_511 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_487 : tensor<1x4xf32>) outs(%_511 : tensor<1x4xf32>) {
      ^bb0(%_in512: f32, %_out513: f32):
        %_514 = arith.negf %_in512 : f32
        linalg.yield %_514 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    func.return %_515, %_510 : tensor<1x4xf32>, tensor<i64> loc("storylm0_nll_step.kina":5:1)
  } loc("storylm0_nll_step.kina":5:1)
  func.func @kina.u.storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 3 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_38 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_48 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_58 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":24:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":26:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":28:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_88 = bufferization.alloc_tensor() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = arith.constant 0x42B20000 : f32
        %_127 = arith.minimumf %_125, %_126 : f32
        %_128 = arith.constant 0xC2D00000 : f32
        %_129 = arith.maximumf %_127, %_128 : f32
        %_130 = arith.constant 0x3FB8AA3B : f32
        %_131 = arith.mulf %_129, %_130 : f32
        %_132 = arith.constant 0x3F000000 : f32
        %_133 = arith.addf %_131, %_132 : f32
        %_134 = math.floor %_133 : f32
        %_135 = arith.constant 0x3F318000 : f32
        %_136 = arith.mulf %_134, %_135 : f32
        %_137 = arith.subf %_129, %_136 : f32
        %_138 = arith.constant 0xB95E8083 : f32
        %_139 = arith.mulf %_134, %_138 : f32
        %_140 = arith.subf %_137, %_139 : f32
        %_141 = arith.constant 0x39506967 : f32
        %_142 = arith.mulf %_141, %_140 : f32
        %_143 = arith.constant 0x3AB743CE : f32
        %_144 = arith.addf %_142, %_143 : f32
        %_145 = arith.mulf %_144, %_140 : f32
        %_146 = arith.constant 0x3C088908 : f32
        %_147 = arith.addf %_145, %_146 : f32
        %_148 = arith.mulf %_147, %_140 : f32
        %_149 = arith.constant 0x3D2AA9C1 : f32
        %_150 = arith.addf %_148, %_149 : f32
        %_151 = arith.mulf %_150, %_140 : f32
        %_152 = arith.constant 0x3E2AAAAA : f32
        %_153 = arith.addf %_151, %_152 : f32
        %_154 = arith.mulf %_153, %_140 : f32
        %_155 = arith.constant 0x3F000000 : f32
        %_156 = arith.addf %_154, %_155 : f32
        %_157 = arith.mulf %_140, %_140 : f32
        %_158 = arith.mulf %_156, %_157 : f32
        %_159 = arith.addf %_158, %_140 : f32
        %_160 = arith.constant 0x3F800000 : f32
        %_161 = arith.addf %_159, %_160 : f32
        %_162 = arith.fptosi %_134 : f32 to i32
        %_163 = arith.constant 1 : i32
        %_164 = arith.constant 127 : i32
        %_165 = arith.constant 23 : i32
        %_166 = arith.constant -125 : i32
        %_167 = arith.cmpi slt, %_162, %_166 : i32
        %_168 = arith.constant 0 : i32
        %_169 = arith.select %_167, %_168, %_162 : i32
        %_170 = arith.shrsi %_169, %_163 : i32
        %_171 = arith.subi %_169, %_170 : i32
        %_172 = arith.addi %_170, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_161, %_174 : f32
        %_176 = arith.addi %_171, %_164 : i32
        %_177 = arith.shli %_176, %_165 : i32
        %_178 = arith.bitcast %_177 : i32 to f32
        %_179 = arith.mulf %_175, %_178 : f32
        %_180 = arith.constant 149 : i32
        %_181 = arith.addi %_162, %_180 : i32
        %_182 = arith.select %_167, %_181, %_168 : i32
        %_183 = arith.addi %_182, %_164 : i32
        %_184 = arith.shli %_183, %_165 : i32
        %_185 = arith.bitcast %_184 : i32 to f32
        %_186 = arith.mulf %_161, %_185 : f32
        %_187 = math.roundeven %_186 : f32
        %_188 = arith.fptosi %_187 : f32 to i32
        %_189 = arith.bitcast %_188 : i32 to f32
        %_190 = arith.select %_167, %_189, %_179 : f32
        %_191 = arith.cmpf uno, %_125, %_125 : f32
        %_192 = arith.select %_191, %_125, %_190 : f32
        %_193 = arith.addf %_192, %_out124 : f32
        linalg.yield %_193 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_195 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_194 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_195 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in196: f32, %_in197: f32, %_in198: f32, %_out199: f32):
        %_200 = arith.subf %_in196, %_in197 : f32
        %_201 = arith.constant 0x42B20000 : f32
        %_202 = arith.minimumf %_200, %_201 : f32
        %_203 = arith.constant 0xC2D00000 : f32
        %_204 = arith.maximumf %_202, %_203 : f32
        %_205 = arith.constant 0x3FB8AA3B : f32
        %_206 = arith.mulf %_204, %_205 : f32
        %_207 = arith.constant 0x3F000000 : f32
        %_208 = arith.addf %_206, %_207 : f32
        %_209 = math.floor %_208 : f32
        %_210 = arith.constant 0x3F318000 : f32
        %_211 = arith.mulf %_209, %_210 : f32
        %_212 = arith.subf %_204, %_211 : f32
        %_213 = arith.constant 0xB95E8083 : f32
        %_214 = arith.mulf %_209, %_213 : f32
        %_215 = arith.subf %_212, %_214 : f32
        %_216 = arith.constant 0x39506967 : f32
        %_217 = arith.mulf %_216, %_215 : f32
        %_218 = arith.constant 0x3AB743CE : f32
        %_219 = arith.addf %_217, %_218 : f32
        %_220 = arith.mulf %_219, %_215 : f32
        %_221 = arith.constant 0x3C088908 : f32
        %_222 = arith.addf %_220, %_221 : f32
        %_223 = arith.mulf %_222, %_215 : f32
        %_224 = arith.constant 0x3D2AA9C1 : f32
        %_225 = arith.addf %_223, %_224 : f32
        %_226 = arith.mulf %_225, %_215 : f32
        %_227 = arith.constant 0x3E2AAAAA : f32
        %_228 = arith.addf %_226, %_227 : f32
        %_229 = arith.mulf %_228, %_215 : f32
        %_230 = arith.constant 0x3F000000 : f32
        %_231 = arith.addf %_229, %_230 : f32
        %_232 = arith.mulf %_215, %_215 : f32
        %_233 = arith.mulf %_231, %_232 : f32
        %_234 = arith.addf %_233, %_215 : f32
        %_235 = arith.constant 0x3F800000 : f32
        %_236 = arith.addf %_234, %_235 : f32
        %_237 = arith.fptosi %_209 : f32 to i32
        %_238 = arith.constant 1 : i32
        %_239 = arith.constant 127 : i32
        %_240 = arith.constant 23 : i32
        %_241 = arith.constant -125 : i32
        %_242 = arith.cmpi slt, %_237, %_241 : i32
        %_243 = arith.constant 0 : i32
        %_244 = arith.select %_242, %_243, %_237 : i32
        %_245 = arith.shrsi %_244, %_238 : i32
        %_246 = arith.subi %_244, %_245 : i32
        %_247 = arith.addi %_245, %_239 : i32
        %_248 = arith.shli %_247, %_240 : i32
        %_249 = arith.bitcast %_248 : i32 to f32
        %_250 = arith.mulf %_236, %_249 : f32
        %_251 = arith.addi %_246, %_239 : i32
        %_252 = arith.shli %_251, %_240 : i32
        %_253 = arith.bitcast %_252 : i32 to f32
        %_254 = arith.mulf %_250, %_253 : f32
        %_255 = arith.constant 149 : i32
        %_256 = arith.addi %_237, %_255 : i32
        %_257 = arith.select %_242, %_256, %_243 : i32
        %_258 = arith.addi %_257, %_239 : i32
        %_259 = arith.shli %_258, %_240 : i32
        %_260 = arith.bitcast %_259 : i32 to f32
        %_261 = arith.mulf %_236, %_260 : f32
        %_262 = math.roundeven %_261 : f32
        %_263 = arith.fptosi %_262 : f32 to i32
        %_264 = arith.bitcast %_263 : i32 to f32
        %_265 = arith.select %_242, %_264, %_254 : f32
        %_266 = arith.cmpf uno, %_200, %_200 : f32
        %_267 = arith.select %_266, %_200, %_265 : f32
        %_268 = arith.divf %_267, %_in198 : f32
        linalg.yield %_268 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_270 = tensor.collapse_shape %_269 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_271 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_272 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_273 = bufferization.alloc_tensor() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_274 = linalg.fill ins(%_272 : f32) outs(%_273 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_275 = linalg.batch_matmul ins(%_270, %_271 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_274 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_276 = tensor.expand_shape %_275 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_277 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_276 : tensor<1x2x4x2xf32>) outs(%_277 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in278: f32, %_out279: f32):
        linalg.yield %_in278 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_281 = tensor.collapse_shape %_280 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":39:16)
    %_283 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_284 = tensor.expand_shape %_283 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_285 = tensor.collapse_shape %_282 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_286 = tensor.expand_shape %_285 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_287 = tensor.collapse_shape %_284 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_288 = tensor.expand_shape %_287 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_289 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_290 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_291 = linalg.fill ins(%_289 : f32) outs(%_290 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_292 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_286, %_288 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_291 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_293 = tensor.collapse_shape %_292 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_294 = tensor.expand_shape %_293 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_295 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_294 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_295 : tensor<1x4x4xf32>) {
      ^bb0(%_in296: f32, %_in297: f32, %_out298: f32):
        %_299 = arith.addf %_in296, %_in297 : f32
        linalg.yield %_299 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_301 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_302 = tensor.expand_shape %_301 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_303 = tensor.collapse_shape %_300 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_304 = tensor.expand_shape %_303 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_305 = tensor.collapse_shape %_302 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_306 = tensor.expand_shape %_305 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_307 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_308 = bufferization.alloc_tensor() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_309 = linalg.fill ins(%_307 : f32) outs(%_308 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_310 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_304, %_306 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_309 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_311 = tensor.collapse_shape %_310 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_312 = tensor.expand_shape %_311 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_313 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_314 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_315 = linalg.fill ins(%_313 : f32) outs(%_314 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312 : tensor<1x4x8xf32>) outs(%_315 : tensor<1x4xf32>) {
      ^bb0(%_in316: f32, %_out317: f32):
        %_318 = arith.maximumf %_in316, %_out317 : f32
        linalg.yield %_318 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_320 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_321 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_322 = linalg.fill ins(%_320 : f32) outs(%_321 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312, %_319 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_322 : tensor<1x4xf32>) {
      ^bb0(%_in323: f32, %_in324: f32, %_out325: f32):
        %_326 = arith.subf %_in323, %_in324 : f32
        %_327 = arith.constant 0x42B20000 : f32
        %_328 = arith.minimumf %_326, %_327 : f32
        %_329 = arith.constant 0xC2D00000 : f32
        %_330 = arith.maximumf %_328, %_329 : f32
        %_331 = arith.constant 0x3FB8AA3B : f32
        %_332 = arith.mulf %_330, %_331 : f32
        %_333 = arith.constant 0x3F000000 : f32
        %_334 = arith.addf %_332, %_333 : f32
        %_335 = math.floor %_334 : f32
        %_336 = arith.constant 0x3F318000 : f32
        %_337 = arith.mulf %_335, %_336 : f32
        %_338 = arith.subf %_330, %_337 : f32
        %_339 = arith.constant 0xB95E8083 : f32
        %_340 = arith.mulf %_335, %_339 : f32
        %_341 = arith.subf %_338, %_340 : f32
        %_342 = arith.constant 0x39506967 : f32
        %_343 = arith.mulf %_342, %_341 : f32
        %_344 = arith.constant 0x3AB743CE : f32
        %_345 = arith.addf %_343, %_344 : f32
        %_346 = arith.mulf %_345, %_341 : f32
        %_347 = arith.constant 0x3C088908 : f32
        %_348 = arith.addf %_346, %_347 : f32
        %_349 = arith.mulf %_348, %_341 : f32
        %_350 = arith.constant 0x3D2AA9C1 : f32
        %_351 = arith.addf %_349, %_350 : f32
        %_352 = arith.mulf %_351, %_341 : f32
        %_353 = arith.constant 0x3E2AAAAA : f32
        %_354 = arith.addf %_352, %_353 : f32
        %_355 = arith.mulf %_354, %_341 : f32
        %_356 = arith.constant 0x3F000000 : f32
        %_357 = arith.addf %_355, %_356 : f32
        %_358 = arith.mulf %_341, %_341 : f32
        %_359 = arith.mulf %_357, %_358 : f32
        %_360 = arith.addf %_359, %_341 : f32
        %_361 = arith.constant 0x3F800000 : f32
        %_362 = arith.addf %_360, %_361 : f32
        %_363 = arith.fptosi %_335 : f32 to i32
        %_364 = arith.constant 1 : i32
        %_365 = arith.constant 127 : i32
        %_366 = arith.constant 23 : i32
        %_367 = arith.constant -125 : i32
        %_368 = arith.cmpi slt, %_363, %_367 : i32
        %_369 = arith.constant 0 : i32
        %_370 = arith.select %_368, %_369, %_363 : i32
        %_371 = arith.shrsi %_370, %_364 : i32
        %_372 = arith.subi %_370, %_371 : i32
        %_373 = arith.addi %_371, %_365 : i32
        %_374 = arith.shli %_373, %_366 : i32
        %_375 = arith.bitcast %_374 : i32 to f32
        %_376 = arith.mulf %_362, %_375 : f32
        %_377 = arith.addi %_372, %_365 : i32
        %_378 = arith.shli %_377, %_366 : i32
        %_379 = arith.bitcast %_378 : i32 to f32
        %_380 = arith.mulf %_376, %_379 : f32
        %_381 = arith.constant 149 : i32
        %_382 = arith.addi %_363, %_381 : i32
        %_383 = arith.select %_368, %_382, %_369 : i32
        %_384 = arith.addi %_383, %_365 : i32
        %_385 = arith.shli %_384, %_366 : i32
        %_386 = arith.bitcast %_385 : i32 to f32
        %_387 = arith.mulf %_362, %_386 : f32
        %_388 = math.roundeven %_387 : f32
        %_389 = arith.fptosi %_388 : f32 to i32
        %_390 = arith.bitcast %_389 : i32 to f32
        %_391 = arith.select %_368, %_390, %_380 : f32
        %_392 = arith.cmpf uno, %_326, %_326 : f32
        %_393 = arith.select %_392, %_326, %_391 : f32
        %_394 = arith.addf %_393, %_out325 : f32
        linalg.yield %_394 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_396 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_312, %_319, %_395 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_396 : tensor<1x4x8xf32>) {
      ^bb0(%_in397: f32, %_in398: f32, %_in399: f32, %_out400: f32):
        %_401 = arith.subf %_in397, %_in398 : f32
        %_402 = arith.constant 0x00800000 : f32
        %_403 = arith.cmpf olt, %_in399, %_402 : f32
        %_404 = arith.constant 0x4B000000 : f32
        %_405 = arith.mulf %_in399, %_404 : f32
        %_406 = arith.select %_403, %_405, %_in399 : f32
        %_407 = arith.bitcast %_406 : f32 to i32
        %_408 = arith.constant 4913933 : i32
        %_409 = arith.addi %_407, %_408 : i32
        %_410 = arith.constant 23 : i32
        %_411 = arith.shrsi %_409, %_410 : i32
        %_412 = arith.constant 127 : i32
        %_413 = arith.subi %_411, %_412 : i32
        %_414 = arith.constant 23 : i32
        %_415 = arith.subi %_413, %_414 : i32
        %_416 = arith.select %_403, %_415, %_413 : i32
        %_417 = arith.constant 8388607 : i32
        %_418 = arith.andi %_409, %_417 : i32
        %_419 = arith.constant 1060439283 : i32
        %_420 = arith.addi %_418, %_419 : i32
        %_421 = arith.bitcast %_420 : i32 to f32
        %_422 = arith.constant 0x3F800000 : f32
        %_423 = arith.subf %_421, %_422 : f32
        %_424 = arith.sitofp %_416 : i32 to f32
        %_425 = arith.mulf %_423, %_423 : f32
        %_426 = arith.constant 0x3D9021BB : f32
        %_427 = arith.mulf %_426, %_423 : f32
        %_428 = arith.constant 0xBDEBD1B8 : f32
        %_429 = arith.addf %_427, %_428 : f32
        %_430 = arith.mulf %_429, %_423 : f32
        %_431 = arith.constant 0x3DEF251A : f32
        %_432 = arith.addf %_430, %_431 : f32
        %_433 = arith.mulf %_432, %_423 : f32
        %_434 = arith.constant 0xBDFE5D4F : f32
        %_435 = arith.addf %_433, %_434 : f32
        %_436 = arith.mulf %_435, %_423 : f32
        %_437 = arith.constant 0x3E11E9BF : f32
        %_438 = arith.addf %_436, %_437 : f32
        %_439 = arith.mulf %_438, %_423 : f32
        %_440 = arith.constant 0xBE2AAE50 : f32
        %_441 = arith.addf %_439, %_440 : f32
        %_442 = arith.mulf %_441, %_423 : f32
        %_443 = arith.constant 0x3E4CCEAC : f32
        %_444 = arith.addf %_442, %_443 : f32
        %_445 = arith.mulf %_444, %_423 : f32
        %_446 = arith.constant 0xBE7FFFFC : f32
        %_447 = arith.addf %_445, %_446 : f32
        %_448 = arith.mulf %_447, %_423 : f32
        %_449 = arith.constant 0x3EAAAAAA : f32
        %_450 = arith.addf %_448, %_449 : f32
        %_451 = arith.mulf %_450, %_423 : f32
        %_452 = arith.mulf %_451, %_425 : f32
        %_453 = arith.constant 0xB95E8083 : f32
        %_454 = arith.mulf %_424, %_453 : f32
        %_455 = arith.addf %_452, %_454 : f32
        %_456 = arith.constant 0x3F000000 : f32
        %_457 = arith.mulf %_425, %_456 : f32
        %_458 = arith.subf %_455, %_457 : f32
        %_459 = arith.addf %_423, %_458 : f32
        %_460 = arith.constant 0x3F318000 : f32
        %_461 = arith.mulf %_424, %_460 : f32
        %_462 = arith.addf %_459, %_461 : f32
        %_463 = arith.constant 0x7F800000 : f32
        %_464 = arith.cmpf oeq, %_in399, %_463 : f32
        %_465 = arith.select %_464, %_in399, %_462 : f32
        %_466 = arith.constant 0x00000000 : f32
        %_467 = arith.cmpf oeq, %_in399, %_466 : f32
        %_468 = arith.constant 0xFF800000 : f32
        %_469 = arith.select %_467, %_468, %_465 : f32
        %_470 = arith.constant 0x00000000 : f32
        %_471 = arith.cmpf ult, %_in399, %_470 : f32
        %_472 = arith.constant 0x7FC00000 : f32
        %_473 = arith.select %_471, %_472, %_469 : f32
        %_474 = arith.subf %_401, %_473 : f32
        linalg.yield %_474 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_476 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_487 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_476 : tensor<1x4xf32>) {
      ^bb0(%_in477: i64, %_out478: f32):
        %_479 = arith.index_cast %_in477 : i64 to index
        %_480 = arith.constant 0 : index
        %_481 = arith.constant 7 : index
        %_482 = arith.maxsi %_479, %_480 : index
        %_483 = arith.minsi %_482, %_481 : index
        %_484 = linalg.index 0 : index
        %_485 = linalg.index 1 : index
        %_486 = tensor.extract %_475[%_484, %_485, %_483] : tensor<1x4x8xf32>
        linalg.yield %_486 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_488 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_489 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_490 = linalg.fill ins(%_488 : i64) outs(%_489 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_502 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_490 : tensor<i64>) {
      ^bb0(%_in491: i64, %_out492: i64):
        %_493 = arith.constant 0 : i64
        %_494 = arith.cmpi sge, %_in491, %_493 : i64
        %_495 = arith.constant 7 : i64
        %_496 = arith.cmpi sle, %_in491, %_495 : i64
        %_497 = arith.andi %_494, %_496 : i1
        %_498 = arith.constant 0 : i64
        %_499 = arith.constant 4 : i64
        %_500 = arith.select %_497, %_498, %_499 : i64
        %_501 = arith.maxsi %_out492, %_500 : i64
        linalg.yield %_501 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_503 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_510 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_502 : tensor<i64>, tensor<i64>) outs(%_503 : tensor<i64>) {
      ^bb0(%_in504: i64, %_in505: i64, %_out506: i64):
        %_507 = arith.constant 0 : i64
        %_508 = arith.cmpi ne, %_in504, %_507 : i64
        %_509 = arith.select %_508, %_in504, %_in505 : i64
        linalg.yield %_509 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_511 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_487 : tensor<1x4xf32>) outs(%_511 : tensor<1x4xf32>) {
      ^bb0(%_in512: f32, %_out513: f32):
        %_514 = arith.negf %_in512 : f32
        linalg.yield %_514 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_516 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_nll_step.kina":5:1)
    %_517 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_521 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_516 : tensor<1x4xf32>) outs(%_517 : tensor<1x4xf32>) {
      ^bb0(%_in518: f32, %_out519: f32):
        %_520 = arith.negf %_in518 : f32
        linalg.yield %_520 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_522 = tensor.collapse_shape %_521 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_nll_step.kina":46:16)
    %_523 = tensor.expand_shape %_522 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32> loc("storylm0_nll_step.kina":46:16)
    %_524 = tensor.collapse_shape %targets [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_nll_step.kina":46:16)
    %_525 = tensor.expand_shape %_524 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64> loc("storylm0_nll_step.kina":46:16)
    %_526 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":46:16)
    %_527 = tensor.empty() : tensor<4x8x1xf32> loc("storylm0_nll_step.kina":46:16)
    %_528 = linalg.fill ins(%_526 : f32) outs(%_527 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32> loc("storylm0_nll_step.kina":46:16)
    %_542 = arith.constant 0 : index loc("storylm0_nll_step.kina":46:16)
    %_543 = arith.constant 1 : index loc("storylm0_nll_step.kina":46:16)
    %_544 = arith.constant 4 : index loc("storylm0_nll_step.kina":46:16)
    %_545 = arith.constant 1 : index loc("storylm0_nll_step.kina":46:16)
    %_546 = arith.constant 8 : index loc("storylm0_nll_step.kina":46:16)
    %_547 = scf.for %_529 = %_542 to %_544 step %_543 iter_args(%_531 = %_528) -> (tensor<4x8x1xf32>) {
          %_541 = scf.for %_530 = %_542 to %_545 step %_543 iter_args(%_532 = %_531) -> (tensor<4x8x1xf32>) {
            %_533 = tensor.extract %_525[%_529, %_530] : tensor<4x1xi64>
            %_534 = arith.index_cast %_533 : i64 to index
            %_535 = arith.cmpi sge, %_534, %_542 : index
            %_536 = arith.cmpi slt, %_534, %_546 : index
            %_537 = arith.andi %_535, %_536 : i1
            %_539 = scf.if %_537 -> (tensor<4x8x1xf32>) {
              %_538 = tensor.extract %_523[%_529, %_530] : tensor<4x1xf32>
              %_540 = tensor.insert %_538 into %_532[%_529, %_534, %_530] : tensor<4x8x1xf32>
              scf.yield %_540 : tensor<4x8x1xf32>
            } else {
              scf.yield %_532 : tensor<4x8x1xf32>
            }
            scf.yield %_539 : tensor<4x8x1xf32>
          }
          scf.yield %_541 : tensor<4x8x1xf32>
        } loc("storylm0_nll_step.kina":46:16)
    %_548 = tensor.collapse_shape %_547 [[0, 1, 2]] : tensor<4x8x1xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":46:16)
    %_549 = tensor.expand_shape %_548 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":46:16)
    %_550 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_551 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_552 = linalg.fill ins(%_550 : i64) outs(%_551 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_564 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_552 : tensor<i64>) {
      ^bb0(%_in553: i64, %_out554: i64):
        %_555 = arith.constant 0 : i64
        %_556 = arith.cmpi sge, %_in553, %_555 : i64
        %_557 = arith.constant 7 : i64
        %_558 = arith.cmpi sle, %_in553, %_557 : i64
        %_559 = arith.andi %_556, %_558 : i1
        %_560 = arith.constant 0 : i64
        %_561 = arith.constant 5 : i64
        %_562 = arith.select %_559, %_560, %_561 : i64
        %_563 = arith.maxsi %_out554, %_562 : i64
        linalg.yield %_563 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_565 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_572 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_510, %_564 : tensor<i64>, tensor<i64>) outs(%_565 : tensor<i64>) {
      ^bb0(%_in566: i64, %_in567: i64, %_out568: i64):
        %_569 = arith.constant 0 : i64
        %_570 = arith.cmpi ne, %_in566, %_569 : i64
        %_571 = arith.select %_570, %_in566, %_in567 : i64
        linalg.yield %_571 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_573 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_574 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_575 = linalg.fill ins(%_573 : f32) outs(%_574 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312 : tensor<1x4x8xf32>) outs(%_575 : tensor<1x4xf32>) {
      ^bb0(%_in576: f32, %_out577: f32):
        %_578 = arith.maximumf %_in576, %_out577 : f32
        linalg.yield %_578 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_580 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_581 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_582 = linalg.fill ins(%_580 : f32) outs(%_581 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_312, %_579 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_582 : tensor<1x4xf32>) {
      ^bb0(%_in583: f32, %_in584: f32, %_out585: f32):
        %_586 = arith.subf %_in583, %_in584 : f32
        %_587 = arith.constant 0x42B20000 : f32
        %_588 = arith.minimumf %_586, %_587 : f32
        %_589 = arith.constant 0xC2D00000 : f32
        %_590 = arith.maximumf %_588, %_589 : f32
        %_591 = arith.constant 0x3FB8AA3B : f32
        %_592 = arith.mulf %_590, %_591 : f32
        %_593 = arith.constant 0x3F000000 : f32
        %_594 = arith.addf %_592, %_593 : f32
        %_595 = math.floor %_594 : f32
        %_596 = arith.constant 0x3F318000 : f32
        %_597 = arith.mulf %_595, %_596 : f32
        %_598 = arith.subf %_590, %_597 : f32
        %_599 = arith.constant 0xB95E8083 : f32
        %_600 = arith.mulf %_595, %_599 : f32
        %_601 = arith.subf %_598, %_600 : f32
        %_602 = arith.constant 0x39506967 : f32
        %_603 = arith.mulf %_602, %_601 : f32
        %_604 = arith.constant 0x3AB743CE : f32
        %_605 = arith.addf %_603, %_604 : f32
        %_606 = arith.mulf %_605, %_601 : f32
        %_607 = arith.constant 0x3C088908 : f32
        %_608 = arith.addf %_606, %_607 : f32
        %_609 = arith.mulf %_608, %_601 : f32
        %_610 = arith.constant 0x3D2AA9C1 : f32
        %_611 = arith.addf %_609, %_610 : f32
        %_612 = arith.mulf %_611, %_601 : f32
        %_613 = arith.constant 0x3E2AAAAA : f32
        %_614 = arith.addf %_612, %_613 : f32
        %_615 = arith.mulf %_614, %_601 : f32
        %_616 = arith.constant 0x3F000000 : f32
        %_617 = arith.addf %_615, %_616 : f32
        %_618 = arith.mulf %_601, %_601 : f32
        %_619 = arith.mulf %_617, %_618 : f32
        %_620 = arith.addf %_619, %_601 : f32
        %_621 = arith.constant 0x3F800000 : f32
        %_622 = arith.addf %_620, %_621 : f32
        %_623 = arith.fptosi %_595 : f32 to i32
        %_624 = arith.constant 1 : i32
        %_625 = arith.constant 127 : i32
        %_626 = arith.constant 23 : i32
        %_627 = arith.constant -125 : i32
        %_628 = arith.cmpi slt, %_623, %_627 : i32
        %_629 = arith.constant 0 : i32
        %_630 = arith.select %_628, %_629, %_623 : i32
        %_631 = arith.shrsi %_630, %_624 : i32
        %_632 = arith.subi %_630, %_631 : i32
        %_633 = arith.addi %_631, %_625 : i32
        %_634 = arith.shli %_633, %_626 : i32
        %_635 = arith.bitcast %_634 : i32 to f32
        %_636 = arith.mulf %_622, %_635 : f32
        %_637 = arith.addi %_632, %_625 : i32
        %_638 = arith.shli %_637, %_626 : i32
        %_639 = arith.bitcast %_638 : i32 to f32
        %_640 = arith.mulf %_636, %_639 : f32
        %_641 = arith.constant 149 : i32
        %_642 = arith.addi %_623, %_641 : i32
        %_643 = arith.select %_628, %_642, %_629 : i32
        %_644 = arith.addi %_643, %_625 : i32
        %_645 = arith.shli %_644, %_626 : i32
        %_646 = arith.bitcast %_645 : i32 to f32
        %_647 = arith.mulf %_622, %_646 : f32
        %_648 = math.roundeven %_647 : f32
        %_649 = arith.fptosi %_648 : f32 to i32
        %_650 = arith.bitcast %_649 : i32 to f32
        %_651 = arith.select %_628, %_650, %_640 : f32
        %_652 = arith.cmpf uno, %_586, %_586 : f32
        %_653 = arith.select %_652, %_586, %_651 : f32
        %_654 = arith.addf %_653, %_out585 : f32
        linalg.yield %_654 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_656 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_312, %_579, %_655 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_656 : tensor<1x4x8xf32>) {
      ^bb0(%_in657: f32, %_in658: f32, %_in659: f32, %_out660: f32):
        %_661 = arith.subf %_in657, %_in658 : f32
        %_662 = arith.constant 0x42B20000 : f32
        %_663 = arith.minimumf %_661, %_662 : f32
        %_664 = arith.constant 0xC2D00000 : f32
        %_665 = arith.maximumf %_663, %_664 : f32
        %_666 = arith.constant 0x3FB8AA3B : f32
        %_667 = arith.mulf %_665, %_666 : f32
        %_668 = arith.constant 0x3F000000 : f32
        %_669 = arith.addf %_667, %_668 : f32
        %_670 = math.floor %_669 : f32
        %_671 = arith.constant 0x3F318000 : f32
        %_672 = arith.mulf %_670, %_671 : f32
        %_673 = arith.subf %_665, %_672 : f32
        %_674 = arith.constant 0xB95E8083 : f32
        %_675 = arith.mulf %_670, %_674 : f32
        %_676 = arith.subf %_673, %_675 : f32
        %_677 = arith.constant 0x39506967 : f32
        %_678 = arith.mulf %_677, %_676 : f32
        %_679 = arith.constant 0x3AB743CE : f32
        %_680 = arith.addf %_678, %_679 : f32
        %_681 = arith.mulf %_680, %_676 : f32
        %_682 = arith.constant 0x3C088908 : f32
        %_683 = arith.addf %_681, %_682 : f32
        %_684 = arith.mulf %_683, %_676 : f32
        %_685 = arith.constant 0x3D2AA9C1 : f32
        %_686 = arith.addf %_684, %_685 : f32
        %_687 = arith.mulf %_686, %_676 : f32
        %_688 = arith.constant 0x3E2AAAAA : f32
        %_689 = arith.addf %_687, %_688 : f32
        %_690 = arith.mulf %_689, %_676 : f32
        %_691 = arith.constant 0x3F000000 : f32
        %_692 = arith.addf %_690, %_691 : f32
        %_693 = arith.mulf %_676, %_676 : f32
        %_694 = arith.mulf %_692, %_693 : f32
        %_695 = arith.addf %_694, %_676 : f32
        %_696 = arith.constant 0x3F800000 : f32
        %_697 = arith.addf %_695, %_696 : f32
        %_698 = arith.fptosi %_670 : f32 to i32
        %_699 = arith.constant 1 : i32
        %_700 = arith.constant 127 : i32
        %_701 = arith.constant 23 : i32
        %_702 = arith.constant -125 : i32
        %_703 = arith.cmpi slt, %_698, %_702 : i32
        %_704 = arith.constant 0 : i32
        %_705 = arith.select %_703, %_704, %_698 : i32
        %_706 = arith.shrsi %_705, %_699 : i32
        %_707 = arith.subi %_705, %_706 : i32
        %_708 = arith.addi %_706, %_700 : i32
        %_709 = arith.shli %_708, %_701 : i32
        %_710 = arith.bitcast %_709 : i32 to f32
        %_711 = arith.mulf %_697, %_710 : f32
        %_712 = arith.addi %_707, %_700 : i32
        %_713 = arith.shli %_712, %_701 : i32
        %_714 = arith.bitcast %_713 : i32 to f32
        %_715 = arith.mulf %_711, %_714 : f32
        %_716 = arith.constant 149 : i32
        %_717 = arith.addi %_698, %_716 : i32
        %_718 = arith.select %_703, %_717, %_704 : i32
        %_719 = arith.addi %_718, %_700 : i32
        %_720 = arith.shli %_719, %_701 : i32
        %_721 = arith.bitcast %_720 : i32 to f32
        %_722 = arith.mulf %_697, %_721 : f32
        %_723 = math.roundeven %_722 : f32
        %_724 = arith.fptosi %_723 : f32 to i32
        %_725 = arith.bitcast %_724 : i32 to f32
        %_726 = arith.select %_703, %_725, %_715 : f32
        %_727 = arith.cmpf uno, %_661, %_661 : f32
        %_728 = arith.select %_727, %_661, %_726 : f32
        %_729 = arith.divf %_728, %_in659 : f32
        linalg.yield %_729 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_731 = arith.constant 0x80000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_732 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_733 = linalg.fill ins(%_731 : f32) outs(%_732 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_549 : tensor<1x4x8xf32>) outs(%_733 : tensor<1x4xf32>) {
      ^bb0(%_in734: f32, %_out735: f32):
        %_736 = arith.addf %_in734, %_out735 : f32
        linalg.yield %_736 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_738 = tensor.collapse_shape %_737 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_nll_step.kina":45:19)
    %_739 = tensor.expand_shape %_738 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_nll_step.kina":45:19)
    %_740 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_743 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_739 : tensor<1x4x1xf32>) outs(%_740 : tensor<1x4x8xf32>) {
      ^bb0(%_in741: f32, %_out742: f32):
        linalg.yield %_in741 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_744 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_730, %_743 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_744 : tensor<1x4x8xf32>) {
      ^bb0(%_in745: f32, %_in746: f32, %_out747: f32):
        %_748 = arith.mulf %_in745, %_in746 : f32
        linalg.yield %_748 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_750 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_549, %_749 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_750 : tensor<1x4x8xf32>) {
      ^bb0(%_in751: f32, %_in752: f32, %_out753: f32):
        %_754 = arith.subf %_in751, %_in752 : f32
        linalg.yield %_754 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_756 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_302 : tensor<1x4x8xf32>) outs(%_756 : tensor<1x8x4xf32>) {
      ^bb0(%_in757: f32, %_out758: f32):
        linalg.yield %_in757 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_760 = tensor.collapse_shape %_755 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_761 = tensor.expand_shape %_760 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_762 = tensor.collapse_shape %_759 [[0, 1, 2]] : tensor<1x8x4xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_763 = tensor.expand_shape %_762 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_764 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_765 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_766 = linalg.fill ins(%_764 : f32) outs(%_765 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_767 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_761, %_763 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%_766 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_768 = tensor.collapse_shape %_767 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_769 = tensor.expand_shape %_768 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_770 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_300 : tensor<1x4x4xf32>) outs(%_770 : tensor<1x4x4xf32>) {
      ^bb0(%_in771: f32, %_out772: f32):
        linalg.yield %_in771 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_774 = tensor.collapse_shape %_773 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_775 = tensor.expand_shape %_774 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_776 = tensor.collapse_shape %_755 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_777 = tensor.expand_shape %_776 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_778 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_779 = bufferization.alloc_tensor() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_780 = linalg.fill ins(%_778 : f32) outs(%_779 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_781 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_775, %_777 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_780 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_782 = tensor.collapse_shape %_781 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_783 = tensor.expand_shape %_782 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_784 = tensor.collapse_shape %_783 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_785 = tensor.expand_shape %_784 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_786 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_284 : tensor<1x4x4xf32>) outs(%_786 : tensor<1x4x4xf32>) {
      ^bb0(%_in787: f32, %_out788: f32):
        linalg.yield %_in787 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_790 = tensor.collapse_shape %_769 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_791 = tensor.expand_shape %_790 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_792 = tensor.collapse_shape %_789 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_793 = tensor.expand_shape %_792 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_794 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_795 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_796 = linalg.fill ins(%_794 : f32) outs(%_795 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_797 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_791, %_793 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_796 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_798 = tensor.collapse_shape %_797 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_799 = tensor.expand_shape %_798 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_800 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282 : tensor<1x4x4xf32>) outs(%_800 : tensor<1x4x4xf32>) {
      ^bb0(%_in801: f32, %_out802: f32):
        linalg.yield %_in801 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_804 = tensor.collapse_shape %_803 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_805 = tensor.expand_shape %_804 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_806 = tensor.collapse_shape %_769 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_807 = tensor.expand_shape %_806 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_808 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_809 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_810 = linalg.fill ins(%_808 : f32) outs(%_809 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_811 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_805, %_807 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_810 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_812 = tensor.collapse_shape %_811 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_813 = tensor.expand_shape %_812 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_814 = tensor.collapse_shape %_813 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_815 = tensor.expand_shape %_814 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_816 = tensor.collapse_shape %_799 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_817 = tensor.expand_shape %_816 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":39:16)
    %_818 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_817 : tensor<1x4x2x2xf32>) outs(%_818 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in819: f32, %_out820: f32):
        linalg.yield %_in819 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_822 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_80 : tensor<1x2x4x2xf32>) outs(%_822 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in823: f32, %_out824: f32):
        linalg.yield %_in823 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_826 = tensor.collapse_shape %_821 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_827 = tensor.collapse_shape %_825 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_828 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_829 = bufferization.alloc_tensor() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_830 = linalg.fill ins(%_828 : f32) outs(%_829 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_831 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_826, %_827 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_830 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_832 = tensor.expand_shape %_831 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_833 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_269 : tensor<1x2x4x4xf32>) outs(%_833 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in834: f32, %_out835: f32):
        linalg.yield %_in834 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_837 = tensor.collapse_shape %_836 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_838 = tensor.collapse_shape %_821 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_839 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_840 = bufferization.alloc_tensor() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_841 = linalg.fill ins(%_839 : f32) outs(%_840 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_842 = linalg.batch_matmul ins(%_837, %_838 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_841 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_843 = tensor.expand_shape %_842 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_844 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_832, %_269 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_844 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in845: f32, %_in846: f32, %_out847: f32):
        %_848 = arith.mulf %_in845, %_in846 : f32
        linalg.yield %_848 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_850 = arith.constant 0x80000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_851 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_852 = linalg.fill ins(%_850 : f32) outs(%_851 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_849 : tensor<1x2x4x4xf32>) outs(%_852 : tensor<1x2x4xf32>) {
      ^bb0(%_in853: f32, %_out854: f32):
        %_855 = arith.addf %_in853, %_out854 : f32
        linalg.yield %_855 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_857 = tensor.collapse_shape %_856 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_nll_step.kina":36:15)
    %_858 = tensor.expand_shape %_857 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_nll_step.kina":36:15)
    %_859 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_858 : tensor<1x2x4x1xf32>) outs(%_859 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in860: f32, %_out861: f32):
        linalg.yield %_in860 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_863 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_832, %_862 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_863 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in864: f32, %_in865: f32, %_out866: f32):
        %_867 = arith.subf %_in864, %_in865 : f32
        linalg.yield %_867 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_869 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_269, %_868 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_869 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in870: f32, %_in871: f32, %_out872: f32):
        %_873 = arith.mulf %_in870, %_in871 : f32
        linalg.yield %_873 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_875 = arith.constant 0x80000000 : f32 loc("storylm0_nll_step.kina":34:14)
    %_876 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_877 = linalg.fill ins(%_875 : f32) outs(%_876 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_874 : tensor<1x2x4x4xf32>) outs(%_877 : tensor<1x4x4xf32>) {
      ^bb0(%_in878: f32, %_out879: f32):
        %_880 = arith.addf %_in878, %_out879 : f32
        linalg.yield %_880 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_882 = tensor.collapse_shape %_881 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":34:14)
    %_883 = tensor.expand_shape %_882 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_884 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_874, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_884 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in885: f32, %_in886: f32, %_out887: f32):
        %_888 = arith.mulf %_in885, %_in886 : f32
        linalg.yield %_888 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_890 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_895 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_874, %_91 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_890 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in891: f32, %_in892: f32, %_out893: f32):
        %_894 = arith.mulf %_in891, %_in892 : f32
        linalg.yield %_894 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_896 = arith.constant 0x80000000 : f32 loc("storylm0_nll_step.kina":32:15)
    %_897 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_898 = linalg.fill ins(%_896 : f32) outs(%_897 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_895 : tensor<1x2x4x4xf32>) outs(%_898 : tensor<1x2x4xf32>) {
      ^bb0(%_in899: f32, %_out900: f32):
        %_901 = arith.addf %_in899, %_out900 : f32
        linalg.yield %_901 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_903 = arith.constant 0x80000000 : f32 loc("storylm0_nll_step.kina":32:15)
    %_904 = tensor.empty() : tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_905 = linalg.fill ins(%_903 : f32) outs(%_904 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_909 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%_902 : tensor<1x2x4xf32>) outs(%_905 : tensor<1xf32>) {
      ^bb0(%_in906: f32, %_out907: f32):
        %_908 = arith.addf %_in906, %_out907 : f32
        linalg.yield %_908 : f32
      } -> tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_910 = tensor.expand_shape %_909 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_nll_step.kina":32:15)
    %_911 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_84 : tensor<1x2x2x4xf32>) outs(%_911 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in912: f32, %_out913: f32):
        linalg.yield %_in912 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_915 = tensor.collapse_shape %_889 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_916 = tensor.collapse_shape %_914 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_917 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_918 = bufferization.alloc_tensor() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_919 = linalg.fill ins(%_917 : f32) outs(%_918 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_920 = linalg.batch_matmul ins(%_915, %_916 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_919 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_921 = tensor.expand_shape %_920 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_922 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_68 : tensor<1x2x4x2xf32>) outs(%_922 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in923: f32, %_out924: f32):
        linalg.yield %_in923 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_926 = tensor.collapse_shape %_925 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_927 = tensor.collapse_shape %_889 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_928 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_929 = bufferization.alloc_tensor() : tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_930 = linalg.fill ins(%_928 : f32) outs(%_929 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_931 = linalg.batch_matmul {kina.tile = [2, 4, 1], kina.block = [0, 0, 0]} ins(%_926, %_927 : tensor<2x2x4xf32>, tensor<2x4x4xf32>) outs(%_930 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_932 = tensor.expand_shape %_931 [[0, 1], [2], [3]] output_shape [1, 2, 2, 4] : tensor<2x2x4xf32> into tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_933 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":30:12)
    %_936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_932 : tensor<1x2x2x4xf32>) outs(%_933 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in934: f32, %_out935: f32):
        linalg.yield %_in934 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":30:12)
    %_937 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_843 : tensor<1x2x4x2xf32>) outs(%_937 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in938: f32, %_out939: f32):
        linalg.yield %_in938 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_941 = tensor.collapse_shape %_940 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_942 = tensor.expand_shape %_941 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":28:12)
    %_943 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_936 : tensor<1x2x4x2xf32>) outs(%_943 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in944: f32, %_out945: f32):
        linalg.yield %_in944 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_947 = tensor.collapse_shape %_946 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_948 = tensor.expand_shape %_947 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":26:12)
    %_949 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_921 : tensor<1x2x4x2xf32>) outs(%_949 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in950: f32, %_out951: f32):
        linalg.yield %_in950 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_953 = tensor.collapse_shape %_952 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_954 = tensor.expand_shape %_953 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":24:12)
    %_955 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_32 : tensor<1x4x4xf32>) outs(%_955 : tensor<1x4x4xf32>) {
      ^bb0(%_in956: f32, %_out957: f32):
        linalg.yield %_in956 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_959 = tensor.collapse_shape %_942 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_960 = tensor.expand_shape %_959 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_961 = tensor.collapse_shape %_958 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_962 = tensor.expand_shape %_961 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_963 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_964 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_965 = linalg.fill ins(%_963 : f32) outs(%_964 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_966 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_960, %_962 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_965 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_967 = tensor.collapse_shape %_966 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_968 = tensor.expand_shape %_967 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_969 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_969 : tensor<1x4x4xf32>) {
      ^bb0(%_in970: f32, %_out971: f32):
        linalg.yield %_in970 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_973 = tensor.collapse_shape %_972 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_974 = tensor.expand_shape %_973 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_975 = tensor.collapse_shape %_942 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_976 = tensor.expand_shape %_975 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_977 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_978 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_979 = linalg.fill ins(%_977 : f32) outs(%_978 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_980 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_974, %_976 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_979 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_981 = tensor.collapse_shape %_980 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_982 = tensor.expand_shape %_981 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_983 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_769, %_968 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_983 : tensor<1x4x4xf32>) {
      ^bb0(%_in984: f32, %_in985: f32, %_out986: f32):
        %_987 = arith.addf %_in984, %_in985 : f32
        linalg.yield %_987 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_989 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_30 : tensor<1x4x4xf32>) outs(%_989 : tensor<1x4x4xf32>) {
      ^bb0(%_in990: f32, %_out991: f32):
        linalg.yield %_in990 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_993 = tensor.collapse_shape %_948 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_994 = tensor.expand_shape %_993 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_995 = tensor.collapse_shape %_992 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_996 = tensor.expand_shape %_995 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_997 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_998 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_999 = linalg.fill ins(%_997 : f32) outs(%_998 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1000 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_994, %_996 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_999 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1001 = tensor.collapse_shape %_1000 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_1002 = tensor.expand_shape %_1001 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1003 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_1003 : tensor<1x4x4xf32>) {
      ^bb0(%_in1004: f32, %_out1005: f32):
        linalg.yield %_in1004 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1007 = tensor.collapse_shape %_1006 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_1008 = tensor.expand_shape %_1007 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1009 = tensor.collapse_shape %_948 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_1010 = tensor.expand_shape %_1009 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1011 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_1012 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1013 = linalg.fill ins(%_1011 : f32) outs(%_1012 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1014 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_1008, %_1010 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_1013 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1015 = tensor.collapse_shape %_1014 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_1016 = tensor.expand_shape %_1015 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1017 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_988, %_1002 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_1017 : tensor<1x4x4xf32>) {
      ^bb0(%_in1018: f32, %_in1019: f32, %_out1020: f32):
        %_1021 = arith.addf %_in1018, %_in1019 : f32
        linalg.yield %_1021 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_1023 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_28 : tensor<1x4x4xf32>) outs(%_1023 : tensor<1x4x4xf32>) {
      ^bb0(%_in1024: f32, %_out1025: f32):
        linalg.yield %_in1024 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1027 = tensor.collapse_shape %_954 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_1028 = tensor.expand_shape %_1027 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1029 = tensor.collapse_shape %_1026 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_1030 = tensor.expand_shape %_1029 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1031 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_1032 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1033 = linalg.fill ins(%_1031 : f32) outs(%_1032 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1034 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_1028, %_1030 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_1033 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1035 = tensor.collapse_shape %_1034 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_1036 = tensor.expand_shape %_1035 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1037 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1040 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_1037 : tensor<1x4x4xf32>) {
      ^bb0(%_in1038: f32, %_out1039: f32):
        linalg.yield %_in1038 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1041 = tensor.collapse_shape %_1040 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_1042 = tensor.expand_shape %_1041 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1043 = tensor.collapse_shape %_954 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_1044 = tensor.expand_shape %_1043 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1045 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_1046 = bufferization.alloc_tensor() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1047 = linalg.fill ins(%_1045 : f32) outs(%_1046 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1048 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_1042, %_1044 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_1047 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1049 = tensor.collapse_shape %_1048 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_1050 = tensor.expand_shape %_1049 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1051 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_1022, %_1036 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_1051 : tensor<1x4x4xf32>) {
      ^bb0(%_in1052: f32, %_in1053: f32, %_out1054: f32):
        %_1055 = arith.addf %_in1052, %_in1053 : f32
        linalg.yield %_1055 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_1057 = tensor.collapse_shape %_982 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_1058 = tensor.expand_shape %_1057 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_1059 = tensor.collapse_shape %_1016 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_1060 = tensor.expand_shape %_1059 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_1061 = tensor.collapse_shape %_1050 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_1062 = tensor.expand_shape %_1061 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_1063 = tensor.collapse_shape %token_ids [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_nll_step.kina":17:11)
    %_1064 = tensor.collapse_shape %_1056 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":17:11)
    %_1065 = tensor.expand_shape %_1064 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_1066 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":17:11)
    %_1067 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_1068 = linalg.fill ins(%_1066 : f32) outs(%_1067 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_1084 = arith.constant 0 : index loc("storylm0_nll_step.kina":17:11)
    %_1085 = arith.constant 1 : index loc("storylm0_nll_step.kina":17:11)
    %_1086 = arith.constant 4 : index loc("storylm0_nll_step.kina":17:11)
    %_1087 = arith.constant 8 : index loc("storylm0_nll_step.kina":17:11)
    %_1088 = scf.for %_1069 = %_1084 to %_1086 step %_1085 iter_args(%_1070 = %_1068) -> (tensor<8x4xf32>) {
          %_1071 = tensor.extract %_1063[%_1069] : tensor<4xi64>
          %_1072 = arith.index_cast %_1071 : i64 to index
          %_1073 = arith.cmpi sge, %_1072, %_1084 : index
          %_1074 = arith.cmpi slt, %_1072, %_1087 : index
          %_1075 = arith.andi %_1073, %_1074 : i1
          %_1076 = scf.if %_1075 -> (tensor<8x4xf32>) {
            %_1077 = tensor.extract_slice %_1070[%_1072, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
            %_1078 = tensor.extract_slice %_1065[%_1069, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
            %_1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_1078 : tensor<1x4xf32>) outs(%_1077 : tensor<1x4xf32>) {
            ^bb0(%_1082: f32, %_1083: f32):
              %_1079 = arith.addf %_1083, %_1082 : f32
              linalg.yield %_1079 : f32
            } -> tensor<1x4xf32>
            %_1081 = tensor.insert_slice %_1080 into %_1070[%_1072, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
            scf.yield %_1081 : tensor<8x4xf32>
          } else {
            scf.yield %_1070 : tensor<8x4xf32>
          }
          scf.yield %_1076 : tensor<8x4xf32>
        } loc("storylm0_nll_step.kina":17:11)
    %_1089 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_1090 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1091 = linalg.fill ins(%_1089 : i64) outs(%_1090 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1103 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1091 : tensor<i64>) {
      ^bb0(%_in1092: i64, %_out1093: i64):
        %_1094 = arith.constant 0 : i64
        %_1095 = arith.cmpi sge, %_in1092, %_1094 : i64
        %_1096 = arith.constant 7 : i64
        %_1097 = arith.cmpi sle, %_in1092, %_1096 : i64
        %_1098 = arith.andi %_1095, %_1097 : i1
        %_1099 = arith.constant 0 : i64
        %_1100 = arith.constant 6 : i64
        %_1101 = arith.select %_1098, %_1099, %_1100 : i64
        %_1102 = arith.maxsi %_out1093, %_1101 : i64
        linalg.yield %_1102 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1104 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1111 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_572, %_1103 : tensor<i64>, tensor<i64>) outs(%_1104 : tensor<i64>) {
      ^bb0(%_in1105: i64, %_in1106: i64, %_out1107: i64):
        %_1108 = arith.constant 0 : i64
        %_1109 = arith.cmpi ne, %_in1105, %_1108 : i64
        %_1110 = arith.select %_1109, %_in1105, %_in1106 : i64
        linalg.yield %_1110 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    func.return %_515, %_1088, %_883, %_910, %_1062, %_1060, %_1058, %_815, %_785, %_1111 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":5:1)
  } loc("storylm0_nll_step.kina":5:1)
  func.func @kina.u.step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:10 = func.call @kina.u.storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_nll_step.kina":73:5)
    %_2 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<8x4xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_6 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#1 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_6 : tensor<8x4xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_12 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:18)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%token_embedding, %_11 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_12 : tensor<8x4xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:18)
    %_18 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_18 : tensor<4x4xf32>) {
      ^bb0(%_in19: f32, %_out20: f32):
        linalg.yield %_in19 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_22 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_21, %_call1#4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_22 : tensor<4x4xf32>) {
      ^bb0(%_in23: f32, %_in24: f32, %_out25: f32):
        %_26 = arith.mulf %_in23, %_in24 : f32
        linalg.yield %_26 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_28 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:17)
    %_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wq, %_27 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_28 : tensor<4x4xf32>) {
      ^bb0(%_in29: f32, %_in30: f32, %_out31: f32):
        %_32 = arith.subf %_in29, %_in30 : f32
        linalg.yield %_32 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:17)
    %_34 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_34 : tensor<4x4xf32>) {
      ^bb0(%_in35: f32, %_out36: f32):
        linalg.yield %_in35 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_call1#5 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_44 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:17)
    %_49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wk, %_43 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_44 : tensor<4x4xf32>) {
      ^bb0(%_in45: f32, %_in46: f32, %_out47: f32):
        %_48 = arith.subf %_in45, %_in46 : f32
        linalg.yield %_48 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:17)
    %_50 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_50 : tensor<4x4xf32>) {
      ^bb0(%_in51: f32, %_out52: f32):
        linalg.yield %_in51 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_54 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_53, %_call1#6 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_54 : tensor<4x4xf32>) {
      ^bb0(%_in55: f32, %_in56: f32, %_out57: f32):
        %_58 = arith.mulf %_in55, %_in56 : f32
        linalg.yield %_58 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_60 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:17)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wv, %_59 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_60 : tensor<4x4xf32>) {
      ^bb0(%_in61: f32, %_in62: f32, %_out63: f32):
        %_64 = arith.subf %_in61, %_in62 : f32
        linalg.yield %_64 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:17)
    %_66 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_69 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_66 : tensor<4x4xf32>) {
      ^bb0(%_in67: f32, %_out68: f32):
        linalg.yield %_in67 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_75 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_call1#7 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_in72: f32, %_out73: f32):
        %_74 = arith.mulf %_in71, %_in72 : f32
        linalg.yield %_74 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_76 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:17)
    %_81 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wo, %_75 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_76 : tensor<4x4xf32>) {
      ^bb0(%_in77: f32, %_in78: f32, %_out79: f32):
        %_80 = arith.subf %_in77, %_in78 : f32
        linalg.yield %_80 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:17)
    %_82 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_82 : tensor<4x8xf32>) {
      ^bb0(%_in83: f32, %_out84: f32):
        linalg.yield %_in83 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_86 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_91 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_85, %_call1#8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_86 : tensor<4x8xf32>) {
      ^bb0(%_in87: f32, %_in88: f32, %_out89: f32):
        %_90 = arith.mulf %_in87, %_in88 : f32
        linalg.yield %_90 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_92 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:17)
    %_97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lm_head, %_91 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_92 : tensor<4x8xf32>) {
      ^bb0(%_in93: f32, %_in94: f32, %_out95: f32):
        %_96 = arith.subf %_in93, %_in94 : f32
        linalg.yield %_96 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:17)
    func.return %_call1#0, %_17, %_33, %_49, %_65, %_81, %_97, %_call1#9 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":51:1)
  } loc("storylm0_nll_step.kina":51:1)
  func.func @kina.u.main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:8 = func.call @kina.u.step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %lr) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_nll_step.kina":107:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":86:1)
  } loc("storylm0_nll_step.kina":86:1)
}
